/** Journeys that need a new member of their own: sign up on the signup brand, confirm by e-mail. */
import { type Browser, type Page, expect } from '@playwright/test';
import { SIGNUP_BASE, SIGNUP_HOST, dismissEntryWarning } from './fixtures.ts';

export const OUTBOX = `http://localhost:${process.env.E2E_PORT ?? 3199}/dev/mail`;

/** A fresh e-mail address, so runs and projects never share an account. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`;

/** Opens the newest outbox e-mail to `to` (subject matching) and follows its first link. */
export async function followMailLink(page: Page, to: string, subject: RegExp = /./) {
  await page.goto(OUTBOX);
  const row = page.getByRole('row').filter({ hasText: to }).first();
  await expect(row).toBeVisible();
  const mail = await row.getByRole('link', { name: subject }).first().getAttribute('href');
  await page.goto(new URL(mail!, OUTBOX).href);
  const link = page.getByRole('listitem').getByRole('link').first();
  await page.goto((await link.getAttribute('href'))!);
}

/** Signup step 0 on the current brand; ends on the photo step. */
export async function fillStepZero(
  page: Page,
  email: string,
  name: string,
  { gender = 'male', lookingFor = 'female' }: { gender?: string; lookingFor?: string } = {},
) {
  await page.goto('/signup');
  await page.getByLabel('I am', { exact: true }).selectOption(gender);
  await page.getByLabel('I am looking for').selectOption(lookingFor);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel(/Date of birth/).fill('1988-05-17');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('my-secret-pass');
  await page.getByLabel(/accept the terms/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
}

/** A JSON call from inside the page (the browser resolves *.localhost and sends the cookie). */
export async function apiJson(page: Page, path: string) {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.evaluate((p) => fetch(p).then((r) => r.json()), path);
}

/**
 * Two fresh members who confirmed their e-mail, each in a browser of their own: runs stay
 * independent. `host`: another brand than the signup brand (the page must be on it already).
 */
export async function freshPair(page: Page, browser: Browser, names: [string, string], host = SIGNUP_HOST) {
  const ids: number[] = [];
  const pages: Page[] = [page];
  await dismissEntryWarning(page.context(), host);
  const other = await browser.newContext({ baseURL: SIGNUP_BASE.replace(SIGNUP_HOST, host) });
  await dismissEntryWarning(other, host);
  pages.push(await other.newPage());
  for (const [i, p] of pages.entries()) {
    const email = unique(names[i]!.toLowerCase());
    await fillStepZero(p, email, names[i]!, {
      gender: i === 0 ? 'male' : 'female',
      lookingFor: i === 0 ? 'female' : 'male',
    });
    ids.push((await apiJson(p, '/api/user.php')).user.id);
    // New profiles show once the e-mail is confirmed.
    await followMailLink(p, email);
    await expect(p.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  }
  return { ids: ids as [number, number], pages: pages as [Page, Page], close: () => other.close() };
}

/**
 * A member in the search with a premium-only photo (the demo data has several). Members that
 * earlier journeys signed up come first in the search, so it looks past page 1.
 */
export async function memberWithPremiumPhoto(page: Page): Promise<{ id: number; name: string }> {
  for (let n = 1; n <= 5; n++) {
    const search = await apiJson(page, `/api/members.php?page=${n}`);
    for (const m of search.members as { id: number; name: string }[]) {
      const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
      if (member.photos.some((p: { locked: boolean }) => p.locked)) return { id: m.id, name: m.name };
    }
  }
  throw new Error('the demo data has no member with a premium-only photo on the first 5 search pages');
}

/**
 * A member of the search (the page's brand) who is a fictional profile, or who is not (issue
 * 18): the demo data marks some demo members as personas. Members that earlier journeys signed
 * up come first in the search, so it looks past page 1.
 */
export async function searchMember(
  page: Page,
  fictional: boolean,
  except: number[] = [],
): Promise<{ id: number; name: string }> {
  for (let n = 1; n <= 10; n++) {
    const search = await apiJson(page, `/api/members.php?page=${n}`);
    const found = (search.members as { id: number; name: string; fictional: boolean }[]).find(
      (m) => m.fictional === fictional && !except.includes(m.id),
    );
    if (found) return { id: found.id, name: found.name };
  }
  throw new Error(
    `the demo data has no ${fictional ? 'fictional' : 'real'} member on the first 10 search pages`,
  );
}

/** The checkbox a member ticks before a first purchase (issue 22, ADR 0087). */
export const DISCLOSURE_CHECKBOX = /^I have read that some profiles on .* are fictional/;

/**
 * On the pay page: ticks the disclosure when it is asked (a member's first purchase; seeded
 * members who bought before are not asked again).
 */
export async function confirmDisclosureIfAsked(page: Page) {
  const box = page.getByRole('checkbox', { name: DISCLOSURE_CHECKBOX });
  if (await box.isVisible()) await box.check();
}
