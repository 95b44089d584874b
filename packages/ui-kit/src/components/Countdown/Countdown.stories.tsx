import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './Countdown.tsx';

const label = ({ hours, minutes }: { hours: number; minutes: number }) =>
  `${hours} hours and ${minutes} minutes left`;
const meta = {
  component: Countdown,
  tags: ['autodocs'],
  args: { endsAt: Date.now() + 14_399_000, label },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;
export const FourHours: Story = {};
export const LastMinute: Story = { args: { endsAt: Date.now() + 59_000 } };
export const Ended: Story = { args: { endsAt: 0 } };
