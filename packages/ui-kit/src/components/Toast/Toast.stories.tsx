import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toast, ToastRegion } from './Toast.tsx';

const meta = {
  component: Toast,
  tags: ['autodocs'],
  args: { children: 'Your settings are saved.', onDismiss: fn(), dismissLabel: 'Close' },
  render: (args) => (
    <ToastRegion label="Notifications">
      <Toast {...args} />
    </ToastRegion>
  ),
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Info: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
export const Positive: Story = { args: { tone: 'positive', children: 'Message sent.' } };
export const Critical: Story = { args: { tone: 'critical', children: 'The chat could not be deleted.' } };
