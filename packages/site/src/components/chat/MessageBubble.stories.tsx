import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { MessageBubble } from './MessageBubble.tsx';

const message = {
  id: 1,
  kind: 'message',
  text: 'Hi! How was your weekend?',
  photo: null,
  age_locked: false,
  gift: null,
  mine: false,
  held: false,
  read: false,
  sent_at: '2026-11-22T14:00:00Z',
} as const;

/** One chat message: text, a gift or a locked photo; mine says sent, read or held. */
const meta = {
  title: 'Site/Message bubble',
  component: MessageBubble,
  decorators: [withRemix({ url: '/chat/11', root: { user: storyMember } })],
  args: { message, otherName: 'Anna' },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Sent: Story = { args: { message: { ...message, mine: true } } };
export const Read: Story = { args: { message: { ...message, mine: true, read: true } } };
/** Waiting for the sender to confirm the e-mail address. */
export const Held: Story = { args: { message: { ...message, mine: true, held: true } } };
/** A long line with an address that cannot break at a space. */
export const LongText: Story = {
  args: {
    message: {
      ...message,
      text: 'https://www.example.com/utrecht/mönchengladbach/amsterdam/keizersgracht-1-1015cj-noord-holland and then we could meet there on Saturday afternoon, if the weather holds.',
    },
  },
};
export const Gift: Story = { args: { message: { ...message, kind: 'gift', text: '', gift: 'rose' } } };
/** A photo withheld until the age check passes (ADR 0088). */
export const PhotoAgeLocked: Story = {
  args: { message: { ...message, kind: 'photo', text: '', age_locked: true } },
};
