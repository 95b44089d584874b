import type { Meta, StoryObj } from '@storybook/react-vite';
import { PricingCard } from './PricingCard.tsx';

const meta = {
  component: PricingCard,
  tags: ['autodocs'],
  args: {
    name: 'Plus',
    credits: '100 credits',
    price: '€34.95',
    perCredit: '€0.35 per credit',
    benefits: ['See every photo', 'Premium features', '46 % higher chance to find a match'],
    ctaLabel: 'Buy Plus',
    href: '#credits',
  },
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Popular: Story = { args: { popularLabel: 'Most popular' } };
export const Discounted: Story = {
  args: { popularLabel: 'Most popular', oldPrice: '€34.95', oldPriceLabel: 'Was €34.95', price: '€26.21' },
};
