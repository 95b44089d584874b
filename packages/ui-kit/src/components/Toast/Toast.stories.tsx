import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toast, ToastRegion } from './Toast.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: Toast,
  tags: ['autodocs'],
  args: { children: t('profile.saved'), onDismiss: fn(), dismissLabel: t('activation.close') },
  render: (args) => (
    <ToastRegion label={shown(t('notifications.title'))}>
      <Toast {...args} />
    </ToastRegion>
  ),
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Info: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: shown(t('activation.close')) }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
export const Positive: Story = { args: { tone: 'positive', children: t('chat.removed', { name: 'Anna' }) } };
/** Something the member should act on, without an error: the connection dropped. */
export const Warning: Story = { args: { tone: 'warning', children: t('offline.notice') } };
export const Critical: Story = { args: { tone: 'critical', children: t('chat.removeFailed') } };
