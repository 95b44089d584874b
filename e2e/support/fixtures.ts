/** Shared journey helpers: demo logins, an axe check, and logging in through the real form. */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, expect } from '@playwright/test';

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

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|passwort/i).fill(password);
  await page.getByRole('button', { name: /log in|anmelden/i }).click();
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
