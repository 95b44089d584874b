/** The invitation to turn on push notifications (spec §2/§4), at each step of saying yes. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { PushAlertView } from './PushAlert.tsx';

const meta = {
  title: 'Site/Push alert',
  component: PushAlertView,
  decorators: [withRemix({ url: '/members', routeId: 'members', root: { user: storyMember } })],
  args: { outcome: 'idle', onTurnOn: fn() },
} satisfies Meta<typeof PushAlertView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invite: Story = {};
/** Waiting for the browser's question and the push service. */
export const TurningOn: Story = { args: { outcome: 'busy' } };
/** The push service could not be reached: said so, with no button that would fail again. */
export const Failed: Story = { args: { outcome: 'failed' } };
export const TurnedOn: Story = { args: { outcome: 'done' } };
/** The member said no in the browser's question. */
export const Denied: Story = { args: { outcome: 'denied' } };
