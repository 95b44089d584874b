// @vitest-environment jsdom
/**
 * "Is this a real person?" (issue 18, ADR 0057): one click opens the answer with no request; a
 * fictional profile is said to be run by the site's staff, who write its messages, with the
 * operating company; a member's own profile says the e-mail address is the only check.
 */
import { LOCALES } from '@dating/i18n';
import { createServerI18n } from '@dating/i18n/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

let search = new URLSearchParams();
const navigate = vi.fn();
// The chat screen's router: a plain link and the search of the page it is on.
vi.mock('@remix-run/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@remix-run/react')>()),
  Link: ({ to, onClick, children }: { to: string; onClick?: () => void; children: ReactNode }) => (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  ),
  useNavigate: () => navigate,
  useSearchParams: () => [search],
}));
const { RealPersonAnswer, RealPersonCheck } = await import('./RealPersonCheck.tsx');

const persona = { name: 'Mia', fictional: true };
const member = { name: 'Tom', fictional: false };
const site = { siteName: 'Velvet Date', companyName: 'Demo Media B.V.' };

async function show(node: ReactNode, locale = 'en') {
  const i18n = await createServerI18n(locale as never);
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

afterEach(() => {
  cleanup();
  search = new URLSearchParams();
  navigate.mockReset();
});

describe('Is this a real person?', () => {
  it('opens at once from the chat menu and says a fictional profile is run by the staff', async () => {
    await show(<RealPersonCheck profile={persona} otherUnconfirmed={false} {...site} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const ask = screen.getByRole('link', { name: 'Is this a real person?' });
    expect(ask.getAttribute('href')).toBe('?real-person=1');
    // false: the click was handled on the page, no navigation and no request.
    expect(fireEvent.click(ask)).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Is Mia a real person?' });
    expect(dialog.textContent).toContain('No. Mia is a fictional profile.');
    expect(dialog.textContent).toContain('run by the staff of Velvet Date, who write its messages');
    expect(dialog.textContent).toContain('Operator of Velvet Date: Demo Media B.V.');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says what is and is not checked for a member’s own profile', async () => {
    await show(<RealPersonAnswer profile={member} otherUnconfirmed={false} {...site} />);
    const text = document.body.textContent;
    expect(text).toContain('Tom is a member’s own profile, not one run by our staff.');
    expect(text).toContain('The only thing we check is the e-mail address, and Tom has confirmed it.');
    expect(text).toContain('We do not check identity, age or photos');
    expect(text).not.toContain('fictional');
  });

  it('does not claim a confirmed address the member has not confirmed', async () => {
    await show(<RealPersonAnswer profile={member} otherUnconfirmed={true} {...site} />);
    expect(document.body.textContent).toContain('Tom has not confirmed it yet');
  });

  it('is open when the page is loaded with ?real-person (before hydration) and leaves the URL on close', async () => {
    search = new URLSearchParams('real-person=1');
    await show(<RealPersonCheck profile={persona} otherUnconfirmed={false} {...site} />);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(navigate).toHaveBeenCalledWith({ search: '' }, { replace: true, preventScrollReset: true });
  });

  it.each(LOCALES)('answers in %s, naming the profile, the site and the company', async (locale) => {
    const { unmount } = await show(
      <RealPersonAnswer profile={persona} otherUnconfirmed={false} {...site} />,
      locale,
    );
    const fictional = document.body.textContent ?? '';
    expect(fictional).toContain('Mia');
    expect(fictional).toContain('Velvet Date');
    expect(fictional).toContain('Demo Media B.V.');
    unmount();
    await show(<RealPersonAnswer profile={member} otherUnconfirmed={false} {...site} />, locale);
    const real = document.body.textContent ?? '';
    expect(real).toContain('Tom');
    expect(real).not.toBe(fictional);
  });
});
