import type { Meta, StoryObj } from '@storybook/react-vite';
import { shown, t } from '@dating/ui-kit/stories';
import { expect, userEvent, within } from 'storybook/test';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { RemoveChat } from './RemoveChat.tsx';

/** "Remove chat" in a conversation, and its confirmation. */
const meta = {
  title: 'Site/Remove chat',
  component: RemoveChat,
  decorators: [withRemix({ url: '/chat/11', root: { user: storyMember } })],
  args: { profile: { id: 11, name: 'Anna' } },
} satisfies Meta<typeof RemoveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {};
/** The confirmation the button opens. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: shown(t('chat.removeChat')) }));
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: shown(t('chat.removeConfirm')) }),
    ).toBeVisible();
  },
};
