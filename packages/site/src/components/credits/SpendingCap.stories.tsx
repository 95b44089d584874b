import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../../stories/remix-story.tsx';
import { storyMember } from '../../stories/story-root.ts';
import { SPENDING_CAP_INTENT, SpendingCap } from './SpendingCap.tsx';

const terms = {
  currency: 'EUR',
  spending_cap: null,
  pending_cap: null,
  paid_this_month: 2995,
  statement_descriptor: 'VELVETDATE',
  disclosure_confirmed: true,
};

/** The monthly spending cap on /credits. */
const meta = {
  title: 'Site/Spending cap',
  component: SpendingCap,
  decorators: [withRemix({ url: '/credits', root: { user: storyMember } })],
  args: { terms, result: undefined },
} satisfies Meta<typeof SpendingCap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoCap: Story = {};
export const Capped: Story = { args: { terms: { ...terms, spending_cap: 10000 } } };
/** A raise waits out its cooling-off. */
export const RaiseCoolingOff: Story = {
  args: {
    terms: { ...terms, spending_cap: 5000, pending_cap: { cap: 20000, holds_from: '2026-11-29T10:00:00Z' } },
  },
};
/** Removing the cap also cools off. */
export const RemovalCoolingOff: Story = {
  args: {
    terms: { ...terms, spending_cap: 5000, pending_cap: { cap: null, holds_from: '2026-11-29T10:00:00Z' } },
  },
};
export const Saved: Story = {
  args: { terms: { ...terms, spending_cap: 2500 }, result: { intent: SPENDING_CAP_INTENT, done: true } },
};
/** Not an amount: the error at the field, the typed text kept. */
export const Invalid: Story = {
  args: {
    result: {
      intent: SPENDING_CAP_INTENT,
      error: { code: 'validation_failed' },
      fields: { cap: 'invalid' },
      values: { cap: '12,34,56' },
    },
  },
};
