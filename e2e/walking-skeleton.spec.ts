/**
 * Issue 2 journeys: a visitor logs in, browses members and logs out — in English and, through
 * the locale cookie, in German; a wrong password shows the spec §8 message.
 */
import {
  ALICE,
  DEMO_PASSWORD,
  LOOPBACK,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  expect,
  test,
} from './support/fixtures.ts';

test('visitor logs in, sees the members and logs out', async ({ page }) => {
  await page.goto('/');
  // A first visit shows the adult-content warning once (spec §2); entering dismisses it for good.
  const warning = page.getByRole('dialog', { name: 'Adults only' });
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: 'I am 18 or older – enter' }).click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle(/Velvet Date/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Velvet Date');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill(ALICE);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
  const photos = page.locator('main img');
  expect(await photos.count()).toBeGreaterThanOrEqual(24);
  // Every photo actually loads (they load lazily, so bring each into view).
  for (const img of await photos.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // The session is gone on the server too.
  const me = await page.evaluate(() => fetch('/api/user.php').then((r) => r.json()));
  expect(me.user).toBeNull();
});

test('a German visitor gets the site in German through the locale cookie', async ({
  page,
  context,
  baseURL,
}) => {
  // A visitor who chose German on this device (the language menu sets both cookies).
  await context.addCookies([
    { name: 'i18n_redirected', value: 'de', url: baseURL! },
    { name: 'i18n_chosen', value: '1', url: baseURL! },
  ]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The entry warning speaks German too.
  await expect(page.getByRole('dialog', { name: 'Nur für Erwachsene' })).toBeVisible();
  await page.getByRole('button', { name: 'Ich bin 18 oder älter – eintreten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Anmelden' }).first().click();
  // The home page has an e-mail field of its own (signup): fill the login form, once it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(ALICE);
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitglieder' })).toBeVisible();
  // Logging in with German chosen made German Alice's language; give her English back.
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('a wrong password shows the login failed message', async ({ page, context, consoleErrors }) => {
  consoleErrors.expectFailedRequest(401, '/login');
  await dismissEntryWarning(context);
  await logIn(page, ALICE, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Login failed, please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the domain language sets the locale cookie on a first visit', async ({ page }) => {
  // velvetdate.example.de is the brand's German domain; map it to this server through the Host.
  const response = await page.request.get(`${LOOPBACK}/`, { headers: { Host: 'velvetdate.example.de' } });
  expect(response.status()).toBe(200);
  const cookie = response.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/i18n_redirected=de;/);
  expect(cookie).toMatch(/Max-Age=31536000/);
});

test('an unknown host gets 404', async ({ page }) => {
  const response = await page.request.get(`${LOOPBACK}/`, { headers: { Host: 'unknown.example' } });
  expect(response.status()).toBe(404);
});

test('a post that is not a form gets the 400 error page, not a 500, and nothing happens', async ({
  page,
}) => {
  const response = await page.request.post(`${LOOPBACK}/login`, {
    headers: { Host: 'velvet.localhost', 'Content-Type': 'application/json' },
    data: JSON.stringify({ email: 'alice@velvet.demo', password: 'demo-pass-2026' }),
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('An error occurred, please try again later');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('session');
});

test('a page-less action refuses a malformed post with a clean, translated 400 (issue 15.7)', async ({
  page,
}) => {
  for (const path of ['/cookie-consent', '/set-language', '/entry-warning', '/dismiss-alert']) {
    const response = await page.request.post(`${LOOPBACK}${path}`, {
      headers: {
        Host: 'velvet.localhost',
        Origin: 'http://velvet.localhost',
        'Content-Type': 'application/json',
        Cookie: 'i18n_redirected=de',
      },
      data: JSON.stringify({ choice: 'accepted' }),
    });
    expect(response.status(), path).toBe(400);
    expect(await response.json(), path).toEqual({
      code: 'general_error',
      message: 'Ein Fehler ist aufgetreten, bitte versuche es später erneut',
    });
  }
  const unknownChoice = await page.request.post(`${LOOPBACK}/cookie-consent`, {
    headers: { Host: 'velvet.localhost', Origin: 'http://velvet.localhost' },
    form: { choice: 'maybe' },
  });
  expect(unknownChoice.status()).toBe(400);
  expect((await unknownChoice.json()).code).toBe('general_error');
  expect(unknownChoice.headers()['set-cookie'] ?? '').not.toContain('cookie_consent');
});

test('an unknown page shows the 404 page with a link home', async ({ page, context, consoleErrors }) => {
  consoleErrors.expectFailedRequest(404, '/this/does/not/exist');
  await dismissEntryWarning(context);
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the entry warning works without JavaScript and is not shown to members', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'I am 18 or older – enter' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'entry_warning_dismissed')?.value).toMatch(/^\d+$/);
  await context.close();
  const member = await browser.newContext({ baseURL });
  await dismissEntryWarning(member);
  const memberPage = await member.newPage();
  await logIn(memberPage, ALICE);
  await expect(memberPage).toHaveURL(/\/members$/);
  await expect(memberPage.getByRole('dialog')).toHaveCount(0);
  await member.close();
});
