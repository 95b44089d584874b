import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'E-mail address', name: 'email', type: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail address');
    await userEvent.type(input, 'alice@example.com');
    await expect(input).toHaveValue('alice@example.com');
  },
};
export const WithHint: Story = { args: { hint: 'We never show your address to other members.' } };
export const WithError: Story = { args: { error: 'Invalid email', defaultValue: 'alice@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'alice@example.com' } };
