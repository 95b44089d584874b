import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandLogo, brandName, t } from '../../stories/story-texts.tsx';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu.tsx';
import { TopNav } from './TopNav.tsx';

// The brand's own name and logo (brands/<id>/brand.json, public/logo.svg), as the sites show them.
const meta = {
  component: TopNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '#',
    homeLabel: t('nav.home', { brand: brandName }),
    logoSrc: brandLogo,
    brandName,
    navLabel: t('nav.main'),
    items: [],
    end: (
      <Button href="#login" size="small">
        {t('nav.login')}
      </Button>
    ),
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedIn: Story = {
  args: {
    items: [
      { href: '#members', label: t('nav.search'), icon: 'search', current: true },
      { href: '#messages', label: t('nav.messages'), icon: 'chat' },
    ],
    end: (
      <DropdownMenu
        label={t('nav.account')}
        icon="user"
        items={[{ kind: 'link', href: '#logout', label: t('nav.logout') }]}
      />
    ),
  },
};
