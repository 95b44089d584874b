import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBubble } from './ChatBubble.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: ChatBubble,
  tags: ['autodocs'],
  args: {
    own: false,
    time: '14:05',
    dateTime: '2026-11-22T14:05:00Z',
    content: { kind: 'text', text: 'Hi! How was your weekend?' },
  },
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Theirs: Story = {};
export const Mine: Story = {
  args: { own: true, status: t('chat.read'), content: { kind: 'text', text: 'Great, I went sailing ⛵' } },
};
export const Held: Story = { args: { own: true, status: t('chat.held') } };
export const Gift: Story = {
  args: { own: true, content: { kind: 'gift', gift: 'rose', name: t('gifts.rose') } },
};
export const LongWord: Story = {
  args: { content: { kind: 'text', text: 'Sooooooooooooooooooooooooooooooooooooooooooooooooo nice!' } },
};
/** A photo message from the other member. */
export const Photo: Story = {
  args: {
    content: {
      kind: 'photo',
      src: '/story-photos/carl-thumb.webp',
      alt: t('chat.photoFrom', { name: 'Carl' }),
    },
  },
};
export const PhotoMine: Story = {
  args: {
    own: true,
    status: t('chat.sent'),
    content: { kind: 'photo', src: '/story-photos/dan-thumb.webp', alt: t('chat.photoYouSent') },
  },
};
