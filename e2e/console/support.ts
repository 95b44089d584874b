/**
 * Console journeys (issue 18): the console's address and logging in a demo staff member through
 * the real forms — password, then the TOTP code made from the demo secret (`pnpm staff:code`),
 * confirming the QR enrolment on a first login.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { demoTotpSecret } from '../../packages/db/src/seed/demo-totp.ts';
import { DEMO_PASSWORD, expect, type Page } from '../support/fixtures.ts';

export const CONSOLE_BASE = `http://console.localhost:${process.env.E2E_PORT ?? 3199}`;
export const ADMIN = 'admin@console.demo';
export const OLIVIA = 'olivia@console.demo';
export const OSCAR = 'oscar@console.demo';
export const SAM = 'sam@console.demo';

const STEP_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** The code of a base32 secret for a time step. */
export function totpCode(secret: string, step: number): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: step * STEP_MS });
}

/**
 * Reserves the next unused time step of an account. The API accepts each step once per account
 * and counts every refused code against a limit of five per 15 minutes, so journeys must never
 * guess: the last step each account used is kept in a file (Playwright may restart its worker),
 * guarded by a lock directory, and a login takes the step after it.
 */
const stateDir = () => {
  const dir = join(tmpdir(), `e2e-console-totp-${process.env.E2E_PORT ?? 3199}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

async function reserveStep(secret: string): Promise<number> {
  const dir = stateDir();
  const lock = join(dir, 'lock');
  const file = join(dir, `${secret}.step`);
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (tries > 200) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -1;
    const step = Math.max(stepNow(), last + 1);
    writeFileSync(file, String(step));
    return step;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Enters the code of a reserved step. A step is accepted while it is at most one step ahead of
 * the server's clock, so a later reservation waits (at most 30 s per earlier login of the same
 * account in the same half minute).
 */
export async function enterTotp(page: Page, secret: string) {
  const step = await reserveStep(secret);
  const waitMs = (step - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await page.waitForTimeout(waitMs + 500);
  await page.locator('input[name="code"]').fill(totpCode(secret, step));
  await page.locator('form:has(input[name="code"]) button[type="submit"]').click();
  // Accepted: the form gives way to the console (or the invitation's welcome).
  await expect(page.locator('input[name="code"]')).toHaveCount(0);
}

/** The accounts many journeys log in one after the other; the operators' desk journeys log in afresh. */
const KEPT_SESSIONS = new Set([ADMIN, SAM]);

/**
 * Logs in a demo staff member (or anyone whose TOTP secret is given) on the console. The admin's
 * and the support agent's session is kept and reused by the next journey while it lasts: every real login
 * uses up one 30-second TOTP step, and journeys logging in the same admin faster than that
 * would otherwise wait longer and longer for a step. The forms themselves are covered by the
 * first login of each account and by the staff journeys' invited member.
 */
export async function loginAsStaff(
  page: Page,
  email: string,
  options: { password?: string; secret?: string } = {},
) {
  const saved = join(stateDir(), `${email}.session.json`);
  if (KEPT_SESSIONS.has(email) && existsSync(saved)) {
    await page.context().addCookies(JSON.parse(readFileSync(saved, 'utf8')));
    await page.goto(`${CONSOLE_BASE}/`);
    if (!new URL(page.url()).pathname.startsWith('/login')) {
      await expect(page.locator('header nav')).toBeVisible();
      return;
    }
  }
  await page.goto(`${CONSOLE_BASE}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login\/totp/);
  await enterTotp(page, options.secret ?? demoTotpSecret(email));
  await expect(page.locator('header nav')).toBeVisible();
  if (KEPT_SESSIONS.has(email))
    writeFileSync(saved, JSON.stringify(await page.context().cookies(CONSOLE_BASE)));
}
