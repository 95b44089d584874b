import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrengthMeter } from './StrengthMeter.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: StrengthMeter,
  tags: ['autodocs'],
  args: {
    label: t('passwordStrength.label'),
    level: 1,
    verdict: t('passwordStrength.level1'),
    advice: 'A few unrelated words are easy to remember and hard to guess.',
  },
} satisfies Meta<typeof StrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Weak: Story = {};
export const Fair: Story = { args: { level: 2, verdict: t('passwordStrength.level2') } };
export const Strong: Story = {
  args: { level: 4, verdict: t('passwordStrength.level4'), advice: undefined },
};
