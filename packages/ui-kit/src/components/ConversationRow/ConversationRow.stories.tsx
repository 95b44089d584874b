import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConversationList, ConversationRow } from './ConversationRow.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

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
    removeLabel: t('chat.remove', { name: 'Anna' }),
    onRemove: () => {},
  },
  decorators: [
    (Story) => (
      <ConversationList label={shown(t('chat.listTitle'))}>
        <Story />
      </ConversationList>
    ),
  ],
} satisfies Meta<typeof ConversationRow>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Read: Story = {};
export const Unread: Story = { args: { unread: 3, unreadLabel: t('nav.unreadMessages', { count: 3 }) } };
export const ManyUnread: Story = {
  args: { unread: 120, unreadLabel: t('nav.unreadMessages', { count: 120 }) },
};
