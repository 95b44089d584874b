import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { LanderHeader } from './LanderHeader.tsx';

/** The landers' navigation: the brand's logo home and, for a visitor, Log in. */
const meta = {
  title: 'Site/Lander header',
  component: LanderHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LanderHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { decorators: [withRemix({ url: '/landers/gallery' })] };
export const Member: Story = {
  decorators: [withRemix({ url: '/landers/gallery', root: { user: storyMember } })],
};
