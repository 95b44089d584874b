import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'About me', name: 'about_me' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'About me' });
    await userEvent.type(box, 'Hello');
    await expect(box).toHaveValue('Hello');
  },
};
export const WithHint: Story = { args: { hint: 'Up to 2000 characters' } };
export const WithError: Story = { args: { error: 'This is too long.', defaultValue: 'A very long text' } };
