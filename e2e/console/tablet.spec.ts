/**
 * The console on a tablet (768 px), in German, its longest language: every page the admin's
 * navigation reaches, and a member's, a persona's and a site's page, fit the screen
 * (no sideways scroll, nothing out of its box) and pass axe. The journeys themselves run at
 * 1280 px (ADR 0093); this walk is what the 768 px width adds.
 */
import { overflowFindings } from '../support/overflow.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, loginAsStaff } from './support.ts';

test.use({ viewport: { width: 768, height: 1024 } });

test('every console page fits a tablet in German and passes axe', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAsStaff(page, ADMIN);
  await page.getByLabel('Language').selectOption('de');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  try {
    const nav = await page
      .locator('header nav a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const details: string[] = [];
    for (const [list, item] of [
      ['/members', /^\/members\/\d+$/],
      ['/personas', /^\/personas\/\d+$/],
      ['/sites', /^\/sites\/[^/]+$/],
    ] as const) {
      await page.goto(`${CONSOLE_BASE}${list}`);
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      details.push(hrefs.find((h) => item.test(h)) ?? `${list}: no ${item} among ${hrefs.join(' ')}`);
    }
    expect(
      details.filter((d) => d.includes(': no ')),
      'a member, a persona and a site to open',
    ).toEqual([]);
    const findings: string[] = [];
    for (const path of [...new Set([...nav, ...details])]) {
      await page.goto(`${CONSOLE_BASE}${path}`);
      await expect(page.locator('main')).toBeVisible();
      findings.push(...(await overflowFindings(page, path)));
      await expectNoAxeViolations(page);
    }
    expect(findings).toEqual([]);
  } finally {
    // Back to English: the admin's language is kept on the account, and other journeys read English.
    await page.goto(`${CONSOLE_BASE}/`);
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('button', { name: 'Ändern', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});
