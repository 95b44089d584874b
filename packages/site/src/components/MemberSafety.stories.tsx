import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRemix } from '../stories/remix-story.tsx';
import { MemberSafety } from './MemberSafety.tsx';

const meta = {
  title: 'Site/MemberSafety',
  component: MemberSafety,
  args: { name: 'Anna', blocked: false },
} satisfies Meta<typeof MemberSafety>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { decorators: [withRemix({ url: '/members/11' })] };
export const Blocked: Story = { args: { blocked: true }, decorators: [withRemix({ url: '/members/11' })] };
/** The report dialog, its reason not chosen yet (the send button waits for one). */
export const Report: Story = { decorators: [withRemix({ url: '/members/11?safety=report' })] };
export const Block: Story = { decorators: [withRemix({ url: '/members/11?safety=block' })] };
/** The report came back without a reason. */
export const ReportFieldError: Story = {
  args: { result: { intent: 'report', fields: { reason: 'required' } } },
  decorators: [withRemix({ url: '/members/11?safety=report' })],
};
