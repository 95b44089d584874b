import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu.tsx';

const meta = {
  component: DropdownMenu,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'My account',
    icon: 'user',
    items: [
      { kind: 'link', href: '#profile', label: 'My profile' },
      { kind: 'link', href: '#notifications', label: 'Settings' },
      { kind: 'button', onSelect: fn(), label: 'Log out' },
    ],
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'My account' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
  },
};
export const Languages: Story = {
  args: {
    label: 'EN',
    accessibleLabel: 'Language: English',
    icon: 'globe',
    items: [
      { kind: 'button', onSelect: fn(), label: 'English', lang: 'en', current: true },
      { kind: 'button', onSelect: fn(), label: 'Deutsch', lang: 'de' },
      { kind: 'button', onSelect: fn(), label: 'Nederlands', lang: 'nl' },
    ],
  },
};
