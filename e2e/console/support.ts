/**
 * Console journeys (issue 18): the console's address and logging in a demo staff member through
 * the real forms — password, then the TOTP code made from the demo secret (`pnpm staff:code`),
 * confirming the QR enrolment on a first login.
 */
import { Secret, TOTP } from 'otpauth';
import { demoTotpSecret } from '../../packages/db/src/seed/demo-totp.ts';
import { DEMO_PASSWORD, expect, type Page } from '../support/fixtures.ts';

export const CONSOLE_BASE = `http://console.localhost:${process.env.E2E_PORT ?? 3199}`;
export const ADMIN = 'admin@console.demo';
export const OLIVIA = 'olivia@console.demo';
export const OSCAR = 'oscar@console.demo';
export const SAM = 'sam@console.demo';

/** The code of a base32 secret for the step `stepsAhead` steps from now (the API accepts ±1 step). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Enters codes until one is accepted: a step is accepted only once per account, so a second
 * login within the same 30 s uses the next step's code (still inside the window), and a third
 * waits for the step to pass.
 */
export async function enterTotp(page: Page, secret: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt === 2) await page.waitForTimeout(31_000 - (Date.now() % 30_000));
    await page.locator('input[name="code"]').fill(totpCode(secret, attempt % 2));
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('form:has(input[name="code"]) button[type="submit"]').click(),
    ]);
    // Signed in: the console opens; refused: the page stays with the message beside the form.
    const signedIn = await page
      .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (signedIn) return;
    await expect(page.getByRole('alert')).toBeVisible();
  }
  throw new Error('No TOTP code was accepted');
}

/** Logs in a demo staff member (or anyone whose TOTP secret is given) on the console. */
export async function loginAsStaff(
  page: Page,
  email: string,
  options: { password?: string; secret?: string } = {},
) {
  await page.goto(`${CONSOLE_BASE}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login\/totp/);
  await enterTotp(page, options.secret ?? demoTotpSecret(email));
  await expect(page.locator('header nav')).toBeVisible();
}
