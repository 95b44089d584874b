import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyPayment } from '../../stories/story-root.ts';
import { PaymentOutcome } from './PaymentOutcome.tsx';

const payment = storyPayment;

const meta = {
  title: 'Site/PaymentOutcome',
  component: PaymentOutcome,
  decorators: [withRemix({ url: '/payment/7' })],
  args: { payment },
} satisfies Meta<typeof PaymentOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};
export const Pending: Story = {
  args: { payment: { ...payment, status: 'pending', settled_at: null, checkout_url: '#checkout' } },
};
export const Failed: Story = { args: { payment: { ...payment, status: 'failed', made_premium: false } } };
export const Cancelled: Story = {
  args: { payment: { ...payment, status: 'cancelled', made_premium: false } },
};
export const Expired: Story = { args: { payment: { ...payment, status: 'expired', made_premium: false } } };
/** A repeat order on a stored card the bank declined. */
export const StoredCardDeclined: Story = {
  args: { payment: { ...payment, status: 'failed', stored_method: true, method: 'creditcard' } },
};
export const Refunded: Story = { args: { payment: { ...payment, status: 'refunded', refunded: 2995 } } };
