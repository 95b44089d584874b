/**
 * Issue 6 journeys (first part): open a member's profile from the search; a free member sees
 * premium-only photos blurred behind a lock, a premium member sees them clear, a visitor sees
 * the main photo and is asked to log in for more.
 */
import { type Page, expect, test } from '@playwright/test';
import { ALICE, BOB, dismissEntryWarning, expectNoAxeViolations, logIn } from './support/fixtures.ts';

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
