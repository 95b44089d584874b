import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { TopNav } from './TopNav.tsx';

const meta = {
  component: TopNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '#',
    homeLabel: 'Velvet Date home',
    logoSrc:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="5" fill="%238b1a2b"/%3E%3C/svg%3E',
    brandName: 'Velvet Date',
    navLabel: 'Main navigation',
    items: [],
    end: (
      <Button href="#login" size="small">
        Log in
      </Button>
    ),
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = {
  args: {
    items: [{ href: '#members', label: 'Search members', icon: 'search', current: true }],
    end: (
      <DropdownMenu
        label="My account"
        icon="user"
        items={[{ kind: 'link', href: '#logout', label: 'Log out' }]}
      />
    ),
  },
};
