import type { Meta, StoryObj } from '@storybook/react-vite';
import { PricingCard } from './PricingCard.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: PricingCard,
  tags: ['autodocs'],
  args: {
    name: t('credits.tiers.p1'),
    credits: '100 credits',
    price: '€34.95',
    perCredit: '€0.35 per credit',
    benefits: [t('home.premium.photos.title'), 'Premium features', '46 % higher chance to find a match'],
    ctaLabel: 'Buy Plus',
    href: '#credits',
  },
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Popular: Story = { args: { popularLabel: t('credits.popular') } };
export const Discounted: Story = {
  args: {
    popularLabel: t('credits.popular'),
    oldPrice: '€34.95',
    oldPriceLabel: 'Was €34.95',
    price: '€26.21',
  },
};
