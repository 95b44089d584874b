/**
 * Issue 23 point 2 (ADR 0090): the key screens of the member site in 3 brands × 2 languages ×
 * 2 widths (velvet en/de, harbor en/sv, obsidian en/de), compared pixel by pixel with the committed references in `visual.spec.ts-snapshots/`
 * (Playwright's own comparison), so a theme or layout change is seen before it lands.
 *
 * Deterministic by construction: the freshly seeded network (a fixed seed; this project runs
 * before the journeys that add members and messages), animations and the caret off (Playwright's
 * defaults for screenshots), system fonts of the machine (no web fonts), times masked.
 * After an intended change: `pnpm visual:update` (README), then look at the changed PNGs.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';

const PORT = process.env.E2E_PORT ?? 3199;
/**
 * Three brands whose themes differ most, each in English on its main domain and in its second
 * language on the domain that speaks it (harbor's and obsidian's main domains speak English only):
 * German and Swedish, long words.
 */
const SITES = [
  { brand: 'velvet', locale: 'en', host: 'velvet.localhost' },
  { brand: 'velvet', locale: 'de', host: 'velvet.localhost' },
  { brand: 'harbor', locale: 'en', host: 'harbor.localhost' },
  { brand: 'harbor', locale: 'sv', host: 'se.harbor.localhost' },
  { brand: 'obsidian', locale: 'en', host: 'obsidian.localhost' },
  { brand: 'obsidian', locale: 'de', host: 'de.obsidian.localhost' },
] as const;
type Site = (typeof SITES)[number];
const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

/** A context on the brand's site in the language, past the entry warning and the consent bar. */
async function visit(browser: Browser, { host, locale }: Site, viewport: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({
    baseURL: `http://${host}:${PORT}`,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    reducedMotion: 'reduce',
  });
  await context.addCookies(
    [
      ['i18n_redirected', locale],
      ['entry_warning_dismissed', String(Date.now())],
      ['cookie_consent', 'rejected:2026-01-01'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: host, path: '/' })),
  );
  return context.newPage();
}

/** The page once its images and fonts are in, compared with its reference; times are masked. */
async function expectLook(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight)
        .map((img) => img.decode().catch(() => undefined)),
    );
  });
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: [page.locator('time')] });
}

async function logInAsBob(page: Page, brand: string) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(`bob@${brand}.demo`);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/login'),
  );
  await page.locator('form[action^="/login"] button[type="submit"]').click();
  await answered;
}

/** The language again after the login, which brings the member's own (ADR 0013). */
async function speak(page: Page, { host, locale }: Site) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: locale, domain: host, path: '/' }]);
}

for (const site of SITES) {
  for (const viewport of WIDTHS) {
    const { brand, locale } = site;
    const look = `${brand}-${locale}-${viewport.width}`;
    test(`${brand} in ${locale} at ${viewport.width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await visit(browser, site, viewport);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectLook(page, `${look}-home`);
      await page.goto('/members');
      await expectLook(page, `${look}-members`);
      const first = page.locator('main a[href^="/members/"]').first();
      const profile = (await first.getAttribute('href'))!;
      await page.goto(profile);
      await expectLook(page, `${look}-profile`);
      await page.goto('/members?signup=1');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectLook(page, `${look}-signup`);
      await logInAsBob(page, brand);
      await speak(page, site);
      await page.goto('/credits');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectLook(page, `${look}-credits`);
      await page.goto(`${profile}/chat`);
      await expectLook(page, `${look}-chat`);
      await page.context().close();
    });
  }
}
