import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

const meta = {
  component: TextField,
  tags: ['autodocs'],
  args: { label: t('login.email'), name: 'email', type: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(shown(t('login.email')));
    await userEvent.type(input, 'alice@example.com');
    await expect(input).toHaveValue('alice@example.com');
  },
};
export const WithHint: Story = { args: { hint: 'We never show your address to other members.' } };
export const WithError: Story = { args: { error: t('errors.invalid_email'), defaultValue: 'alice@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'alice@example.com' } };
