/**
 * Issue 5: a member's language choice is stored on the account (PUT /api/user.php) and follows
 * them to another device at login; visitors' choice lives in the i18n_redirected cookie.
 */
import {
  BOB,
  DEMO_PASSWORD,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  expect,
  test,
} from './support/fixtures.ts';

test('a member switches to Svenska and finds it again when logging in elsewhere', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  await dismissEntryWarning(first);
  const page = await first.newPage();
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members$/);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medlemmar' })).toBeVisible();
  expect((await first.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('sv');
  await first.close();

  // Another device: no cookie yet, the site starts in the domain language (English)…
  const second = await browser.newContext({ baseURL });
  await dismissEntryWarning(second);
  const other = await second.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await other.getByLabel('E-mail address').fill(BOB);
  await other.getByLabel('Password').fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  // …and speaks Swedish as soon as the member is known.
  await expect(other.getByRole('heading', { level: 1, name: 'Medlemmar' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'sv');

  // Put Bob back to English for the other journeys.
  await other.getByRole('button', { name: 'Språk: Svenska' }).click();
  await other.getByRole('menuitem', { name: 'English' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await second.close();
});

test('a visitor picks a language on /lang-config and the site answers in it', async ({ page }) => {
  await dismissEntryWarning(page.context());
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.getByText('Deine Sprache ist gespeichert.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Sprache', { exact: true })).toHaveValue('de');
});
