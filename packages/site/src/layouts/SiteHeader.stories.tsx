import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { SiteHeader } from './SiteHeader.tsx';

// The brand's name and logo come from the root data and the brand's public folder.
const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { decorators: [withRemix({ url: '/' })] };
/** A member with unread messages and new likes. */
export const Member: Story = {
  decorators: [withRemix({ url: '/members', root: { user: storyMember, unreadMessages: 3, newLikes: 12 } })],
};
/** A member with few credits left: the credits entry is marked. */
export const LowCredits: Story = {
  decorators: [withRemix({ url: '/members', root: { user: { ...storyMember, credits: 2 } } })],
};
