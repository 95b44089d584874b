import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: t('likes.title'),
    items: [
      { id: 'received', label: t('likes.received'), content: <p>12 members liked you.</p> },
      { id: 'sent', label: t('likes.sent'), content: <p>You liked 4 members.</p> },
      { id: 'matches', label: t('likes.matches'), content: <p>2 matches.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;
export const First: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: shown(t('likes.received')) }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: shown(t('likes.sent')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const Preselected: Story = { args: { defaultValue: 'matches' } };
