import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { TimeBonusBanner } from './TimeBonus.tsx';

/** A member who signed up an hour ago and has not paid: 25 % off for three more hours. */
const newMember = () => ({
  ...storyMember,
  paid_user: false,
  credits: 0,
  signup_date: new Date(Date.now() - 3_600_000).toISOString(),
});

const meta = {
  title: 'Site/TimeBonus',
  component: TimeBonusBanner,
  parameters: { layout: 'fullscreen' },
  decorators: [withRemix({ url: '/members', routeId: 'members', root: { user: newMember() } })],
} satisfies Meta<typeof TimeBonusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner in the members area, counting down. */
export const Banner: Story = {};
