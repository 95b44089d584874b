import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrengthMeter } from './StrengthMeter.tsx';

const meta = {
  component: StrengthMeter,
  tags: ['autodocs'],
  args: {
    label: 'Password strength',
    level: 1,
    verdict: 'Weak',
    advice: 'A few unrelated words are easy to remember and hard to guess.',
  },
} satisfies Meta<typeof StrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Weak: Story = {};
export const Fair: Story = { args: { level: 2, verdict: 'Fair' } };
export const Strong: Story = {
  args: { level: 4, verdict: 'Very strong', advice: undefined },
};
