import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'heart', label: t('visitorActions.like') },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Heart: Story = {};
export const Search: Story = { args: { name: 'search', label: t('members.search') } };
export const Decorative: Story = { args: { name: 'globe', label: undefined } };
