/**
 * Spec §7/§4/§2/§9 in the browser (ADR 0034): a session that ended on the server logs the member
 * out at the next in-page call and the login page says why; the location button follows the
 * browser's permission; the entry warning stays away in the installed iOS app; once the page is
 * idle, a member's top-navigation pages are prefetched.
 */
import {
  BOB,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  type Page,
  expect,
  test,
} from './support/fixtures.ts';

const useMyLocation = (page: Page) => page.getByRole('button', { name: 'Use my location' });

/** Sets the browser's own geolocation permission for the page's origin (as the member would). */
async function setLocationPermission(page: Page, setting: 'granted' | 'denied' | 'prompt') {
  const cdp = await page.context().newCDPSession(page);
  // Playwright's browser context, not Chromium's default one.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting,
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test.describe('a member', () => {
  test.beforeEach(async ({ context, page }) => {
    await dismissEntryWarning(context);
    await logIn(page, BOB);
    await expect(page).toHaveURL(/\/members/);
  });

  test('whose session ended on the server is logged out at the next in-page action, with a notice', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.expectFailedRequest(403, '/api/geocode.php'); // the ended session, on purpose
    await page.goto('/profile');
    await context.setGeolocation({ latitude: 52.37, longitude: 4.9 });
    await setLocationPermission(page, 'granted');
    // The session ends on the server (as after a logout elsewhere); the browser keeps its cookie.
    const stale = await context.cookies();
    const ended = await page.evaluate(async () => (await fetch('/api/logout.php', { method: 'POST' })).ok);
    expect(ended).toBe(true);
    await context.addCookies(stale);

    await useMyLocation(page).click();

    await expect(page).toHaveURL(/\/login\?session=ended&redirectTo=%2Fprofile$/);
    await expect(page.getByText('Your session has ended. Please log in again to carry on.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/session-ended-${test.info().project.name}.png` });

    // Logging in again leads back to the page the member was on.
    await page.getByLabel(/e-?mail/i).fill(BOB);
    await page.getByLabel(/password/i).fill('demo-pass-2026');
    await page.getByRole('button', { name: /log in/i }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('who blocked location sees how to allow it, and the button once it is allowed', async ({ page }) => {
    await page.goto('/profile');
    await setLocationPermission(page, 'denied');
    const hint = page.getByRole('status').filter({ hasText: 'You have blocked location for this site.' });
    await expect(hint).toBeVisible();
    await expect(useMyLocation(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/location-denied-${test.info().project.name}.png` });

    // The browser's change event: allowing it in the settings brings the button back.
    await setLocationPermission(page, 'granted');
    await expect(useMyLocation(page)).toBeVisible();
    await expect(hint).toHaveCount(0);
  });

  test('gets the top-navigation pages prefetched once the page is idle', async ({ page }) => {
    await page.goto('/members');
    const modules = await routeModules(page, ['chats', 'likes']);
    await expect(modulePreload(page, modules.chats!)).toHaveCount(1);
    await expect(modulePreload(page, modules.likes!)).toHaveCount(1);
    // The page being shown is loaded already; its data is never prefetched (ADR 0034).
    await expect(page.locator('link[rel="prefetch"][href*=".data"]')).toHaveCount(0);
  });
});

/**
 * The JavaScript module of each route id, from the page's Remix manifest, once Remix has
 * discovered those routes (it asks the server for the routes of the links a page renders).
 */
async function routeModules(page: Page, ids: string[]): Promise<Record<string, string>> {
  const read = () =>
    page.evaluate((wanted) => {
      const { routes } = (
        window as unknown as { __remixManifest: { routes: Record<string, { module: string }> } }
      ).__remixManifest;
      return Object.fromEntries(wanted.map((id) => [id, routes[id]?.module ?? ''])) as Record<string, string>;
    }, ids);
  await expect.poll(async () => Object.values(await read()).every(Boolean)).toBe(true);
  return read();
}
const modulePreload = (page: Page, href: string) =>
  page.locator(`link[rel="modulepreload"][data-idle-prefetch][href="${href}"]`);

test('a visitor gets no prefetch', async ({ page, context }) => {
  await dismissEntryWarning(context);
  await page.goto('/');
  // After the idle moment the member's prefetch waits for (queued after it).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[data-idle-prefetch]')).toHaveCount(0);
});

test('the entry warning never shows in the installed iOS app, and still shows in the browser', async ({
  browser,
}) => {
  const app = await browser.newContext();
  // iOS home-screen apps say so through navigator.standalone, before any script of the page.
  await app.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }),
  );
  const installed = await app.newPage();
  await installed.goto('/');
  await expect(installed.locator('html')).toHaveAttribute('data-standalone', '');
  await expect(installed.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(installed.getByRole('dialog')).toHaveCount(0);
  await expect(installed.getByRole('button', { name: /I am \d+ or older/ })).toBeHidden();
  await app.close();

  const tab = await browser.newContext();
  const page = await tab.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await tab.close();
});
