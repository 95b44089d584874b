import type { ChatMessage } from '@dating/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { offline } from '../../stories/offline.ts';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember, storyMembers } from '../../stories/story-root.ts';
import { Conversation } from './Conversation.tsx';

const message = (id: number, mine: boolean, text: string, minutesAgo: number) => ({
  id,
  kind: 'message' as const,
  text,
  photo: null,
  age_locked: false,
  gift: null,
  mine,
  held: false,
  read: true,
  sent_at: new Date(Date.UTC(2026, 10, 22, 14, 0) - minutesAgo * 60_000).toISOString(),
});

const terms = {
  costs: { message: 10, photo: 10, gift: 20 },
  next_message_free: false,
  message_length: 1000,
  credits: 40,
  paid_user: true,
  other_unconfirmed: false,
  me_unconfirmed: false,
  // A credit at 65 pence, the smallest bundle's price per credit (ADR 0087).
  money: { currency: 'GBP', message: 650, photo: 650, gift: 1300 },
};

const meta = {
  title: 'Site/Chat screen',
  component: Conversation,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix({ url: '/chat/11', root: { user: storyMember } })],
  args: {
    data: {
      conversation: {
        id: 5,
        messages: [
          message(1, false, 'Hi! How was your weekend?', 30),
          message(2, true, 'Great, I went sailing ⛵', 20),
          { ...message(3, false, '', 10), kind: 'gift', gift: 'rose' },
        ],
      },
      profile: storyMembers[0]!,
      online: true,
      terms,
    },
  },
} satisfies Meta<typeof Conversation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Messages both ways and a gift; the other member is online. */
export const Ongoing: Story = {};
/** Before the first message: free, with the icebreakers. */
export const FirstMessage: Story = {
  args: {
    data: {
      conversation: null,
      profile: storyMembers[0]!,
      online: false,
      terms: { ...terms, next_message_free: true },
    },
  },
};
/** Out of credits: the composer gives way to the way to buy more. */
export const NoCredits: Story = {
  args: {
    data: { conversation: null, profile: storyMembers[0]!, online: false, terms: { ...terms, credits: 0 } },
  },
};
/** The member has not confirmed the e-mail address: what they sent is held. */
export const Held: Story = {
  args: {
    data: {
      conversation: {
        id: 5,
        messages: [{ ...message(4, true, 'Hello there!', 5), held: true, read: false }],
      },
      profile: storyMembers[0]!,
      online: false,
      terms: { ...terms, me_unconfirmed: true },
    },
  },
};
/** The chat with Anna, online, with these messages and terms. */
const chatWith = (
  messages: ChatMessage[],
  change: Partial<ComponentProps<typeof Conversation>['data']['terms']> = {},
) => ({
  data: {
    conversation: { id: 5, messages },
    profile: storyMembers[0]!,
    online: true,
    terms: { ...terms, ...change },
  },
});
/** A site that shows prices in credits only: the price line without money. */
export const PriceInCredits: Story = {
  args: chatWith([message(1, false, 'Hi! How was your weekend?', 30)], { money: null }),
};
/** The other member's photo waits for the age check of the member's country (ADR 0088). */
export const PhotoAgeLocked: Story = {
  args: chatWith([
    message(1, false, 'Hi! How was your weekend?', 30),
    { ...message(2, false, '', 10), kind: 'photo', age_locked: true },
  ]),
};
/** The browser is offline: sending waits, and the composer says why. */
export const Offline: Story = { beforeEach: offline };
