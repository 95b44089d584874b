import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Hero } from './Hero.tsx';
import { brandName, t } from '../../stories/story-texts.tsx';

const meta = {
  component: Hero,
  tags: ['autodocs'],
  args: {
    title: t('home.heroTitle', { brand: brandName }),
    text: t('home.heroText'),
    actions: <Button href="#members">{t('home.browse')}</Button>,
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithoutActions: Story = { args: { actions: undefined } };
