import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: t('landers.alonetonight.eyebrow') },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Level1: Story = {};
export const Level2: Story = { args: { level: 2 } };
export const Level3: Story = { args: { level: 3 } };
