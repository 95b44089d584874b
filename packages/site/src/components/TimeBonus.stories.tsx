import { TIME_BONUS } from '@dating/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { TimeBonusBanner, TimeBonusModal } from './TimeBonus.tsx';

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

/**
 * The modal shows 40 s after entering the members area, once: for this story only, a closing
 * from an earlier look is forgotten and the wait (what is left of the 40 s) ends at once; the
 * cleanup restores the browser's own `setTimeout`.
 */
function modalAtOnce() {
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the story's own dismissal, one fixed value
  document.cookie = 'time_bonus_dismissed=; path=/; max-age=0';
  const original = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    original(handler, (ms ?? 0) > TIME_BONUS.modalDelayMs / 2 ? 0 : ms, ...rest)) as typeof window.setTimeout;
  return () => {
    window.setTimeout = original;
  };
}

/** At 0 credits: the modal inviting to buy with the bonus. */
export const Modal: StoryObj<typeof TimeBonusModal> = {
  beforeEach: modalAtOnce,
  render: () => <TimeBonusModal />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('dialog')).toBeVisible());
  },
};
