/**
 * Issue 6 journeys (first part): open a member's profile from the search; a free member sees
 * premium-only photos blurred behind a lock, a premium member sees them clear, a visitor sees
 * the main photo and is asked to log in for more.
 */
import { type Page, expect, test } from '@playwright/test';
import {
  ALICE,
  BOB,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
} from './support/fixtures.ts';

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context);
});

/** A JSON call from inside the page (the browser resolves *.localhost and sends the cookie). */
async function apiJson(page: Page, path: string) {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.evaluate((p) => fetch(p).then((r) => r.json()), path);
}

/** The id of a member on page 1 of the search with a premium-only photo, as the logged-in member sees it. */
async function memberWithPremiumPhoto(page: Page): Promise<{ id: number; name: string }> {
  const search = await apiJson(page, '/api/members.php');
  for (const m of search.members as { id: number; name: string }[]) {
    const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
    if (member.photos.some((p: { locked: boolean }) => p.locked)) return { id: m.id, name: m.name };
  }
  throw new Error('the demo data has no member with a premium-only photo on page 1');
}

test('a free member opens a profile from the search and sees premium photos blurred', async ({ page }) => {
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();

  const member = await memberWithPremiumPhoto(page);
  await page.goto(`/members/${member.id}`);
  const locked = page.getByRole('button', { name: 'Premium members see this photo' }).first();
  await expect(locked).toBeVisible();
  await expect(locked.locator('img')).toHaveAttribute('src', /-blur\.webp$/);
  await expect(page.getByText('Some photos are only for premium members.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Open Photo 1 of / }).click();
  await expect(page.getByRole('dialog', { name: `Photos of ${member.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a premium member sees every photo clear', async ({ page }) => {
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members/);
  const search = await apiJson(page, '/api/members.php');
  for (const m of (search.members as { id: number }[]).slice(0, 6)) {
    const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
    expect(member.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
  }
  await page.goto(`/members/${search.members[0].id}`);
  await expect(page.getByRole('button', { name: 'Premium members see this photo' })).toHaveCount(0);
});

test('a visitor sees the main photo and is asked to log in for more', async ({ page }) => {
  const search = await apiJson(page, '/api/members.php');
  let target: { id: number; name: string } | null = null;
  for (const m of search.members as { id: number; name: string }[]) {
    const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
    if (member.hidden_photos > 0) {
      target = m;
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/members/${target!.id}`);
  await expect(page.getByText(`Login to view more photos of ${target!.name}`)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`redirectTo=%2Fmembers%2F${target!.id}`));
});

test('an unknown member id shows the 404 page', async ({ page }) => {
  const res = await page.goto('/members/987654321');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test.describe('on a brand of its own', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('a like, a like back from a second browser, the match popup and the likes lists', async ({
    page,
    browser,
  }) => {
    // A fresh pair of members keeps the journey independent of other runs.
    const ids: number[] = [];
    const pages: Page[] = [page];
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    const other = await browser.newContext({ baseURL: SIGNUP_BASE });
    await dismissEntryWarning(other, SIGNUP_HOST);
    pages.push(await other.newPage());
    for (const [i, p] of pages.entries()) {
      await p.goto('/signup');
      await p.getByLabel('I am', { exact: true }).selectOption(i === 0 ? 'male' : 'female');
      await p.getByLabel('I am looking for').selectOption(i === 0 ? 'female' : 'male');
      await p.getByLabel('Username').fill(i === 0 ? 'Liker' : 'Likee');
      await p.getByLabel(/Date of birth/).fill('1985-03-03');
      await p.getByLabel('E-mail address').fill(`like${i}-${Date.now()}@example.org`);
      await p.getByLabel('Password').fill('my-secret-pass');
      await p.getByLabel(/accept the terms/).check();
      await p.getByRole('button', { name: 'Create my account' }).click();
      await expect(p.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
      ids.push((await apiJson(p, '/api/user.php')).user.id);
    }
    // New profiles show once the e-mail is confirmed; confirm both through the outbox link.
    for (const p of pages) {
      const me = (await apiJson(p, '/api/user.php')).user;
      await p.goto(`http://localhost:${process.env.E2E_PORT ?? 3199}/dev/mail`);
      const href = await p
        .getByRole('row')
        .filter({ hasText: me.email })
        .first()
        .getByRole('link')
        .getAttribute('href');
      await p.goto(`http://localhost:${process.env.E2E_PORT ?? 3199}${href}`);
      await p.goto((await p.getByRole('listitem').getByRole('link').first().getAttribute('href'))!);
      await expect(p.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
    }
    const [mine, theirs] = pages as [Page, Page];
    await mine.goto(`/members/${ids[1]}`);
    await mine.getByRole('button', { name: 'Like Likee' }).click();
    await expect(mine.getByText('You like Likee')).toBeVisible();

    await theirs.goto('/likes');
    await expect(theirs.getByRole('link', { name: 'Received (1 new)' })).toBeVisible();
    await theirs.getByRole('main').getByRole('link', { name: /Liker/ }).click();
    await theirs.getByRole('button', { name: 'Like Liker' }).click();
    const popup = theirs.getByRole('dialog', { name: "It's a match!" });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(theirs);
    await popup.getByRole('link', { name: 'See your matches' }).click();
    await expect(theirs).toHaveURL(/\/likes\/matches$/);
    await expect(theirs.getByRole('main').getByRole('link', { name: /Liker/ })).toBeVisible();
    await other.close();
  });
});
