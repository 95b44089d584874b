import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 unread messages' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Accent: Story = {};
export const Capped: Story = { args: { count: 140, label: '140 unread messages' } };
export const LowCredits: Story = { args: { tone: 'warning', count: 8, label: '8 credits left' } };
export const NoCredits: Story = {
  args: { tone: 'danger', count: undefined, children: '0', label: 'No credits left' },
};
export const Text: Story = {
  args: { tone: 'neutral', count: undefined, label: undefined, children: 'Popular' },
};
