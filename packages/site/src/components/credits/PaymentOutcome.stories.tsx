import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { PaymentOutcome } from './PaymentOutcome.tsx';

const payment = {
  id: 7,
  tier: 'p1',
  credits: 100,
  method: 'ideal',
  currency: 'EUR',
  price: 2995,
  discount: 0,
  discount_code: null,
  fee: 0,
  total: 2995,
  status: 'completed',
  refunded: null,
  stored_method: false,
  made_premium: true,
  checkout_url: null,
  created_at: '2026-11-20T10:00:00Z',
  settled_at: '2026-11-20T10:01:00Z',
} as const;

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
