import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: t('photos.uploading'), value: 0.4 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Started: Story = { args: { value: 0.05 } };
export const Halfway: Story = {};
export const Done: Story = { args: { value: 1 } };
