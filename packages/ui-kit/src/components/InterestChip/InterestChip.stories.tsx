import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { InterestChip } from './InterestChip.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: InterestChip,
  tags: ['autodocs'],
  args: { label: t('interests.beach'), slug: 'beach' },
} satisfies Meta<typeof InterestChip>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Static: Story = {};
function Stateful(args: { label: string; slug: string }) {
  const [on, setOn] = useState(false);
  return <InterestChip {...args} selected={on} onToggle={setOn} />;
}
export const Selectable: Story = {
  render: (args) => <Stateful label={args.label} slug={args.slug} />,
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: shown(t('interests.beach')) });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Selected: Story = { args: { selected: true, onToggle: () => {} } };
