/**
 * Shared journey set-up and helpers: the `test` every journey uses (it fails a journey on a
 * console error or an uncaught page error the journey did not declare), demo logins, an axe
 * check, and logging in through the real form.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';

export { expect };
export type { BrowserContext, Page };

/** What a journey may tell the console check (issue 15 point 10). */
export interface ConsoleErrors {
  /**
   * Declares an error this journey provokes on purpose (for example the 404 of a resource it
   * asks for to test the answer); matched against "console.error <text> (<url>)" or
   * "pageerror <message>".
   */
  expect(pattern: RegExp): void;
  /**
   * Declares a request the journey makes fail on purpose, whose status the browser logs as
   * "Failed to load resource": a form posted with a wrong password (401 on `/login`), a
   * validation error (400), a route the journey makes answer 503. `path` is the page or API path;
   * Remix's data requests for it (`/login.data`) count too.
   */
  expectFailedRequest(status: number, path: string): void;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const failedRequest = (status: number, path: string) =>
  new RegExp(
    `^console\\.error Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+${escapeRegExp(path)}(\\.data)?([?#][^)]*)?\\)$`,
  );

/**
 * Not the page's doing: Playwright evaluates its helpers in every frame, and Chromium reports that
 * as blocked in a sandboxed frame without scripts — the HTML part of an e-mail on the dev mail page
 * (microsoft/playwright#33343). A browser without Playwright logs nothing there.
 */
const CAUSED_BY_PLAYWRIGHT =
  /^console\.error Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\. \(about:srcdoc\)$/;

/**
 * Every journey: a `console.error` or an uncaught error in any page of any browser context the
 * journey opens fails it, unless the journey declared it with `consoleErrors.expect(...)`. A
 * real error in the browser is a fault even when every assertion passes.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ browser, context }, use) => {
      const expected: RegExp[] = [CAUSED_BY_PLAYWRIGHT];
      const seen: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watch = (c: BrowserContext) => {
        if (watched.has(c)) return;
        watched.add(c);
        c.on('console', (m) => {
          if (m.type() === 'error') seen.push(`console.error ${m.text()} (${m.location().url})`);
        });
        c.on('weberror', (e) => seen.push(`pageerror ${e.error().stack ?? e.error().message}`));
      };
      watch(context);
      // Journeys with two members open a second context (browser.newContext()).
      browser.on('context', watch);
      await use({
        expect: (pattern) => void expected.push(pattern),
        expectFailedRequest: (status, path) => void expected.push(failedRequest(status, path)),
      });
      browser.off('context', watch);
      const unexpected = seen.filter((line) => !expected.some((p) => p.test(line)));
      expect(unexpected, 'errors in the browser console that the journey did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = 'demo-pass-2026';
/** Node's resolver does not map *.localhost: API-level requests go to loopback with a Host header. */
export const LOOPBACK = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
export const ALICE = 'alice@velvet.demo';
/**
 * Journeys that create members run on a second brand, so the default brand's search keeps
 * showing only the seeded demo members that other journeys count on.
 */
export const SIGNUP_HOST = 'herflame.localhost';
export const SIGNUP_BASE = `http://${SIGNUP_HOST}:${process.env.E2E_PORT ?? 3199}`;
export const BOB = 'bob@velvet.demo';

export async function expectNoAxeViolations(page: Page) {
  // axe's target-size rule counts the sticky top navigation as covering whatever is scrolled
  // beneath it, so the verdict would depend on where the last click or a reload left the page.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Submits the login form and waits for the server's answer to it (a session cookie, or the form's
 * error), so that the journey's next `goto` cannot cut the login short: under load a navigation
 * right after the click aborted the POST and the journey went on as a visitor. It does not wait
 * for success — some journeys log in with a wrong password on purpose.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|passwort/i).fill(password);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/login'),
  );
  await page.getByRole('button', { name: /log in|anmelden/i }).click();
  await answered;
}

/**
 * Journeys that are not about the entry warning start with it dismissed, as a returning visitor
 * who also made a cookie choice already (the consent bar has its own journey in legal.spec.ts).
 */
export async function dismissEntryWarning(context: BrowserContext, host = 'velvet.localhost') {
  await context.addCookies([
    { name: 'entry_warning_dismissed', value: String(Date.now()), domain: host, path: '/' },
    { name: 'cookie_consent', value: 'rejected:2026-01-01', domain: host, path: '/' },
  ]);
}

/** Logs out through the my-account menu and waits until the page shows the visitor's header. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}
