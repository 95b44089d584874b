import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember, storyMembers, storySettings } from '../stories/story-root.ts';
import { LikeModalView } from './LikeModal.tsx';

const meta = {
  title: 'Site/LikeModal',
  component: LikeModalView,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix({ url: '/members', root: { user: storyMember } })],
  args: { profile: storyMembers[0]!, cdn: storySettings.cdn_prefix, onClose: () => {} },
} satisfies Meta<typeof LikeModalView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "It's a new like": a member with a photo liked the member. */
export const WithPhoto: Story = {};
export const WithoutPhoto: Story = { args: { profile: storyMembers[3]! } };
