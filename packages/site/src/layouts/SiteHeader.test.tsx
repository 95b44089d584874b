// @vitest-environment jsdom
/**
 * The visitor's Signup button (spec §4 signup modes): it opens the signup modal only when this
 * visitor may sign up; otherwise it is a plain link to /signup, which explains invite-only.
 */
import { createServerI18n } from '@dating/i18n/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
/** The part of the root loader's data the header reads (the router's hook is mocked). */
let root: Record<string, unknown>;
// The router's hooks answer as on /members; everything else (contexts) is Remix's own.
vi.mock('@remix-run/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@remix-run/react')>()),
  useLocation: () => ({ pathname: '/members' }),
  useNavigate: () => navigate,
  useSearchParams: () => [new URLSearchParams()],
  useRouteLoaderData: () => root,
}));
// The account menu needs a data router; these tests look at the navigation entries only.
vi.mock('./AccountMenu.tsx', () => ({ AccountMenu: () => null }));
const { SiteHeader } = await import('./SiteHeader.tsx');

const visitorRoot = (signups: string, tracking: Record<string, string> = {}) =>
  ({
    user: null,
    brand: { name: 'Velvet' },
    settings: { signups, locales: ['en'] },
    tracking,
  }) satisfies Record<string, unknown>;

async function clickSignup() {
  const i18n = await createServerI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <SiteHeader />
    </I18nextProvider>,
  );
  const link = screen.getByRole('link', { name: 'Sign up' });
  expect(link.getAttribute('href')).toBe('/signup');
  // fireEvent answers false when a handler prevented the browser's own navigation.
  return fireEvent.click(link);
}

beforeEach(() => navigate.mockReset());
afterEach(cleanup);

describe('the Signup button of the top navigation', () => {
  it('opens the signup modal over the page when signups are open', async () => {
    root = visitorRoot('all');
    expect(await clickSignup()).toBe(false);
    expect(navigate).toHaveBeenCalledWith(
      { pathname: '/members', search: '?signup=1' },
      { preventScrollReset: true },
    );
  });

  it('opens the modal on a site that needs a traffic source when the visitor has one', async () => {
    root = visitorRoot('with_trafficsource', { network: 'aff1' });
    expect(await clickSignup()).toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it.each([
    ['invite-only', visitorRoot('invite')],
    ['with_trafficsource without a traffic source', visitorRoot('with_trafficsource')],
  ])('is a plain link to /signup when signup is %s', async (_mode, data) => {
    root = data;
    expect(await clickSignup()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the credits entry of a paid member (spec §2)', () => {
  const memberRoot = (credits: number) =>
    ({
      user: { paid_user: true, credits, profile: { name: 'Bob', main_image: null } },
      brand: { name: 'Velvet' },
      settings: { signups: 'all', locales: ['en'] },
      unreadMessages: 0,
      newLikes: 0,
      tracking: {},
    }) satisfies Record<string, unknown>;

  it.each([
    [5, 'Few credits left'],
    [0, 'No credits left'],
  ])('with %i credits tells screen readers: %s', async (credits, words) => {
    root = memberRoot(credits);
    const i18n = await createServerI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <SiteHeader />
      </I18nextProvider>,
    );
    const entry = screen.getByRole('link', { name: /credits?/ });
    expect(entry.textContent).toContain(words);
    expect(entry.textContent).not.toContain(credits === 0 ? 'Few credits left' : 'No credits left');
  });
});
