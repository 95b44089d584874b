import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { RefundRequestPanel } from './RefundRequestPanel.tsx';

const request = {
  id: 2,
  payment_id: 7,
  status: 'pending',
  decline_reason: null,
  created_at: '2026-11-21T09:00:00Z',
  decided_at: null,
} as const;

/** A payment's refund request on /transactions. */
const meta = {
  title: 'Site/Refund request',
  component: RefundRequestPanel,
  decorators: [withRemix({ url: '/transactions', root: { user: storyMember } })],
  args: { paymentId: 7, request: null, deadline: '2026-12-04T10:00:00Z', busy: false },
} satisfies Meta<typeof RefundRequestPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bundle is unused and the time to ask lasts: the button. */
export const MayAsk: Story = {};
/** The request is being sent. */
export const Sending: Story = { args: { busy: true } };
export const Waiting: Story = { args: { request } };
export const Approved: Story = {
  args: { request: { ...request, status: 'approved', decided_at: '2026-11-22T15:00:00Z' } },
};
/** Declined, with the staff's reason (their own words, not translated). */
export const Declined: Story = {
  args: {
    request: {
      ...request,
      status: 'declined',
      decline_reason: 'Credits of this bundle were used on 21 November.',
      decided_at: '2026-11-22T15:00:00Z',
    },
  },
};
/** The money went back another way (a chargeback). */
export const Closed: Story = {
  args: { request: { ...request, status: 'closed', decided_at: '2026-11-23T08:00:00Z' } },
};
