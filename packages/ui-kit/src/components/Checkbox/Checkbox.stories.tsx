import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { t } from '../../stories/story-texts.tsx';

const meta = {
  component: Checkbox,
  tags: ['autodocs'],
  args: { name: 'terms', label: t('signup.acceptTerms', { minAge: 18 }) },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'You can change this later.' } };
export const WithError: Story = { args: { error: t('fieldErrors.terms_required') } };
