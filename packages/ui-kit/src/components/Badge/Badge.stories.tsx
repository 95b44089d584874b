import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3, label: t('nav.unreadMessages', { count: 3 }) },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Accent: Story = {};
export const Capped: Story = { args: { count: 140, label: t('nav.unreadMessages', { count: 140 }) } };
export const LowCredits: Story = { args: { tone: 'warning', count: 8, label: t('nav.lowCredits') } };
export const NoCredits: Story = {
  args: { tone: 'danger', count: undefined, children: '0', label: 'No credits left' },
};
export const Text: Story = {
  args: { tone: 'neutral', count: undefined, label: undefined, children: t('credits.popular') },
};
