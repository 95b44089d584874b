import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = { component: Button, tags: ['autodocs'], args: { children: 'Browse members' } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Browse members' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
export const Soft: Story = { args: { variant: 'soft' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Delete account' } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Loading: Story = { args: { loading: true } };
export const AsLink: Story = { args: { href: '#members' } };
