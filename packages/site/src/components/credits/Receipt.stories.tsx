import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { Receipt } from './Receipt.tsx';

const payment = {
  id: 7,
  tier: 'p2',
  credits: 250,
  method: 'ideal',
  currency: 'EUR',
  price: 5995,
  discount: 0,
  discount_code: null,
  fee: 0,
  total: 5995,
  status: 'completed',
  refunded: null,
  stored_method: false,
  made_premium: true,
  checkout_url: null,
  created_at: '2026-11-20T10:00:00Z',
  settled_at: '2026-11-20T10:01:00Z',
} as const;
const company = {
  name: 'Example Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '00000000',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: [],
  support_phone: '+31 20 000 0000',
  delete_discount: 0,
  added: '2026-01-01',
};

/** The printable receipt of a completed payment on /transactions. */
const meta = {
  title: 'Site/Receipt',
  component: Receipt,
  decorators: [withRemix({ url: '/transactions', root: { user: storyMember } })],
  args: { payment, company, methodName: 'iDEAL', refundDays: 14 },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
/** With a discount code, a payment fee and the company's VAT numbers. */
export const DiscountFeeAndVat: Story = {
  args: {
    payment: { ...payment, discount: 1499, discount_code: 'SUMMER25', fee: 50, total: 4546 },
    company: { ...company, vat_numbers: ['NL000000000B01', 'DE000000000'] },
  },
};
