import type { Meta, StoryObj } from '@storybook/react-vite';
import { shown, t } from '@dating/ui-kit/stories';
import { expect, userEvent, within } from 'storybook/test';
import { withRemix } from '../stories/remix-story.tsx';
import { storyMember, storySettings } from '../stories/story-root.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

/** The header's dropdowns, open: the member's account menu and the language menu. */
const meta = {
  title: 'Site/Header menus',
  component: LanguageMenu,
  decorators: [
    withRemix({ url: '/members?page=2', root: { user: storyMember } }),
    // At the end of the header, as on the sites: the menus open towards the page.
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  args: { locales: storySettings.locales },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every language of the site, each named in itself; the current one marked. */
export const Languages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('menuitem', { name: 'Suomi' })).toBeVisible();
  },
};
/** A site in two languages. */
export const TwoLanguages: Story = { ...Languages, args: { locales: ['en', 'fi'] } };

/** My profile, the notification settings and logout. */
export const Account: StoryObj<typeof AccountMenu> = {
  render: () => <AccountMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: shown(t('nav.account')) }));
    await expect(canvas.getByRole('menuitem', { name: shown(t('nav.logout')) })).toBeVisible();
  },
};
