import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBubble } from './ChatBubble.tsx';

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
  args: { own: true, status: 'Read', content: { kind: 'text', text: 'Great, I went sailing ⛵' } },
};
export const Held: Story = { args: { own: true, status: 'Held until you confirm your e-mail' } };
export const Gift: Story = {
  args: { own: true, content: { kind: 'gift', gift: 'rose', name: 'A red rose' } },
};
export const LongWord: Story = {
  args: { content: { kind: 'text', text: 'Sooooooooooooooooooooooooooooooooooooooooooooooooo nice!' } },
};
