import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Likes',
    items: [
      { id: 'received', label: 'Received', content: <p>12 members liked you.</p> },
      { id: 'sent', label: 'Sent', content: <p>You liked 4 members.</p> },
      { id: 'matches', label: 'Matches', content: <p>2 matches.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;
export const First: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Received' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Preselected: Story = { args: { defaultValue: 'matches' } };
