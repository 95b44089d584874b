import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBubble } from './ChatBubble.tsx';

const ROSE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><path d="M48 90V50" stroke="#2e7d32" stroke-width="4"/><circle cx="48" cy="34" r="20" fill="#c62828"/><circle cx="48" cy="34" r="10" fill="#8e0000"/></svg>',
  );
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
export const Gift: Story = { args: { own: true, content: { kind: 'gift', src: ROSE, name: 'A red rose' } } };
export const LongWord: Story = {
  args: { content: { kind: 'text', text: 'Sooooooooooooooooooooooooooooooooooooooooooooooooo nice!' } },
};
