import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu.tsx';
import { shown, t } from '../../stories/story-texts.tsx';

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
    label: t('nav.account'),
    icon: 'user',
    items: [
      { kind: 'link', href: '#profile', label: t('nav.profile') },
      { kind: 'link', href: '#notifications', label: t('notifications.menu') },
      { kind: 'button', onSelect: fn(), label: t('nav.logout') },
    ],
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: shown(t('nav.account')) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: shown(t('nav.profile')) })).toHaveFocus();
  },
};
export const Languages: Story = {
  args: {
    label: 'EN',
    accessibleLabel: t('nav.languageCurrent', { language: 'English' }),
    icon: 'globe',
    items: [
      { kind: 'button', onSelect: fn(), label: 'English', lang: 'en', current: true },
      { kind: 'button', onSelect: fn(), label: 'Deutsch', lang: 'de' },
      { kind: 'button', onSelect: fn(), label: 'Nederlands', lang: 'nl' },
    ],
  },
};
