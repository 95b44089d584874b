import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'heart', label: t('member.like', { name: 'Anna' }), onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Neutral: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: shown(t('member.like', { name: 'Anna' })) }),
    );
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Accent: Story = { args: { tone: 'accent', icon: 'send', label: t('chat.send') } };
export const Small: Story = { args: { size: 'small', icon: 'close', label: t('activation.close') } };
export const Disabled: Story = {
  args: { disabled: true, icon: 'camera', label: t('chat.sendPhoto', { count: 10 }) },
};
