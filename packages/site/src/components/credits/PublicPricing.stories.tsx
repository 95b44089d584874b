import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { PublicPricing } from './PublicPricing.tsx';

const offer = {
  currency: 'EUR',
  discount: null,
  bundles: [
    { tier: 'p0', credits: 50, price: 1495, popular: false },
    { tier: 'p1', credits: 100, price: 2495, popular: false },
    { tier: 'p2', credits: 250, price: 4995, popular: true },
    { tier: 'p3', credits: 600, price: 9995, popular: false },
  ],
  methods: [
    { id: 'ideal', name: 'iDEAL', fee_percent_bp: 0, fee_fixed: 0 },
    { id: 'credit_card', name: 'Credit card', fee_percent_bp: 250, fee_fixed: 0 },
    { id: 'paypal', name: 'PayPal', fee_percent_bp: 340, fee_fixed: 35 },
  ],
  stored_methods: [],
  refund_days: 14,
} as const;

/** /pricing for a visitor: the bundles, the welcome discount and the methods with their fees. */
const meta = {
  title: 'Site/Public pricing',
  component: PublicPricing,
  decorators: [withRemix({ url: '/pricing' })],
  args: { offer: { ...offer, bundles: [...offer.bundles], methods: [...offer.methods], stored_methods: [] } },
} satisfies Meta<typeof PublicPricing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pricing: Story = {};
