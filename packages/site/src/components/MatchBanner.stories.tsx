import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { MatchBanner } from './MatchBanner.tsx';

/** Across the top of the page when someone the member liked has liked them back. */
const meta = {
  title: 'Site/Match banner',
  component: MatchBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MatchBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewMatch: Story = {
  decorators: [
    withRemix({ url: '/members', root: { user: storyMember, newMatch: { id: 11, name: 'Anna' } } }),
  ],
};
/** A long name (names are the members' own). */
export const LongName: Story = {
  decorators: [
    withRemix({
      url: '/members',
      root: { user: storyMember, newMatch: { id: 12, name: 'Bea-Maximiliane Wolkenstein' } },
    }),
  ],
};
