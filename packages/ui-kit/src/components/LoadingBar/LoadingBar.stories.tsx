import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LoadingBar } from './LoadingBar.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: LoadingBar,
  tags: ['autodocs'],
  args: { active: true, label: t('loading') },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('progressbar', { name: shown(t('loading')) }),
      ).toBeInTheDocument(),
    );
  },
};
export const Idle: Story = { args: { active: false } };
