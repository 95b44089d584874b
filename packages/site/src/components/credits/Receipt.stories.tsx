import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyCompany, storyMember, storyPayment } from '../../stories/story-root.ts';
import { Receipt } from './Receipt.tsx';

const payment = { ...storyPayment, tier: 'p2', credits: 250, price: 5995, total: 5995 } as const;
const company = storyCompany;

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
