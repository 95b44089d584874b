import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConversationList, ConversationRow } from './ConversationRow.tsx';

const meta = {
  component: ConversationRow,
  tags: ['autodocs'],
  args: {
    href: '/chats/1',
    name: 'Anna',
    preview: 'Great, I went sailing ⛵ and you?',
    time: { text: '14:05', dateTime: '2026-11-22T14:05:00Z' },
    unread: 0,
    unreadLabel: 'No unread messages',
    removeLabel: 'Remove the chat with Anna',
    onRemove: () => {},
  },
  decorators: [
    (Story) => (
      <ConversationList label="Your conversations">
        <Story />
      </ConversationList>
    ),
  ],
} satisfies Meta<typeof ConversationRow>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Read: Story = {};
export const Unread: Story = { args: { unread: 3, unreadLabel: '3 unread messages' } };
export const ManyUnread: Story = { args: { unread: 120, unreadLabel: '120 unread messages' } };
