import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { DiscountCodeForm } from './DiscountCodeForm.tsx';

/** "Have a discount code?" on the pay page. */
const meta = {
  title: 'Site/Discount code',
  component: DiscountCodeForm,
  decorators: [withRemix({ url: '/credits/p1/ideal', root: { user: storyMember } })],
  args: { action: '/credits/p1/ideal', code: null },
} satisfies Meta<typeof DiscountCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A code that lowers the price. */
export const Applied: Story = {
  args: { code: { typed: 'summer25', code: 'SUMMER25', percentage: 25, applies: true } },
};
/** A valid code worth less than the member's time bonus (discounts never stack). */
export const NotBetterThanBonus: Story = {
  args: { code: { typed: 'WELCOME10', code: 'WELCOME10', percentage: 10, applies: false } },
};
export const Unknown: Story = { args: { code: { typed: 'NOPE', error: { code: 'code_not_found' } } } };
export const Expired: Story = { args: { code: { typed: 'SPRING', error: { code: 'code_expired' } } } };
/** A code for larger orders: the minimum in the message. */
export const BelowMinimum: Story = {
  args: {
    code: { typed: 'BIG50', error: { code: 'code_below_minimum', params: { minimum: 50, currency: 'EUR' } } },
  },
};
