import type { AgeCheckStatus } from '@dating/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember } from '../stories/story-root.ts';
import { AgeCheckPanel } from './AgeCheckPanel.tsx';

const check = (result: 'passed' | 'failed' | 'pending', method: 'hea' | 'double_anonymity' = 'hea') => ({
  method,
  provider: 'sandbox',
  result,
  started_at: '2026-11-27T10:00:00Z',
  completed_at: result === 'pending' ? null : '2026-11-27T10:05:00Z',
});
const locked: AgeCheckStatus = {
  country: 'FR',
  required: ['hea', 'double_anonymity'],
  missing: ['hea', 'double_anonymity'],
  locked: true,
  checks: [],
};

/** /age-check: the checks the member's country asks for before explicit media (ADR 0088). */
const meta = {
  title: 'Site/Age check',
  component: AgeCheckPanel,
  decorators: [withRemix({ url: '/age-check', root: { user: storyMember } })],
  args: { status: locked, returnTo: '/chat/11' },
} satisfies Meta<typeof AgeCheckPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two checks required, none done: the first one's button. */
export const Locked: Story = {};
/** The first check passed: the second one next. */
export const SecondCheck: Story = {
  args: { status: { ...locked, missing: ['double_anonymity'], checks: [check('passed')] } },
};
/** The provider reported a failure: try again. */
export const Failed: Story = { args: { status: { ...locked, checks: [check('failed')] } } };
/** The provider has not reported yet. */
export const Pending: Story = { args: { status: { ...locked, checks: [check('pending')] } } };
/** All checks passed: the way back to where the member was. */
export const Passed: Story = {
  args: {
    status: {
      ...locked,
      missing: [],
      locked: false,
      checks: [check('passed', 'double_anonymity'), check('passed')],
    },
  },
};
/** The member's country asks for nothing. */
export const NotRequired: Story = {
  args: {
    status: { country: 'NL', required: [], missing: [], locked: false, checks: [] },
    returnTo: '/age-check',
  },
};
