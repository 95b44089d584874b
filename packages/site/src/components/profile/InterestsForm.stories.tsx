import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { InterestsForm } from './InterestsForm.tsx';

const slugs = ['adventure', 'beach', 'music', 'travelling', 'cooking', 'movies', 'dancing', 'wine', 'hiking'];
const offered = slugs.map((slug) => ({ slug, icon: slug }));

/** "My interests" on /profile: tick up to twelve. */
const meta = {
  title: 'Site/Interests',
  component: InterestsForm,
  decorators: [withRemix({ url: '/profile', root: { user: storyMember } })],
  args: { offered, chosen: [] },
} satisfies Meta<typeof InterestsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { chosen: ['beach', 'wine', 'hiking'] } };
export const Saved: Story = { args: { chosen: ['music'], result: { intent: 'interests', done: true } } };
/** Too many ticked: the error above the list, the ticks kept. */
export const TooMany: Story = {
  args: {
    result: {
      intent: 'interests',
      error: { code: 'validation_failed' },
      fields: { interests: 'too_many' },
      values: { interests: slugs.join(',') },
    },
  },
};
