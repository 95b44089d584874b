import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMembers } from '../stories/story-root.ts';
import { MemberGrid } from './MemberGrid.tsx';

const meta = {
  title: 'Site/MemberGrid',
  component: MemberGrid,
  decorators: [withRemix({ url: '/members' })],
  args: { members: storyMembers },
} satisfies Meta<typeof MemberGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with a photo, a fictional profile, one without a photo and one without a city. */
export const Results: Story = {};
