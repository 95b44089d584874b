import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { ActivationMailStatus } from './ActivationMailStatus.tsx';

/** After asking for the activation mail again: sent, or the resend limit with the wait. */
const meta = {
  title: 'Site/Activation mail status',
  component: ActivationMailStatus,
  decorators: [withRemix({ url: '/members', root: { user: { ...storyMember, status: 'not_confirmed' } } })],
  args: { params: new URLSearchParams() },
  // The address after the redirect, as the page reads it.
  render: (_, { parameters }) => <ActivationMailStatus params={new URLSearchParams(parameters.query)} />,
} satisfies Meta<typeof ActivationMailStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = { parameters: { query: 'activation=sent' } };
export const Limit: Story = { parameters: { query: 'activation=limit&wait=12' } };
