/**
 * Issue 4: all seven brands run side by side; each home page shows its own name and accent
 * colour (a screenshot of each is kept in test-results/brands/), and each brand's CSS carries
 * only its own theme.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dismissEntryWarning, expectNoAxeViolations, expect, test } from './support/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3199);
const brands = readdirSync(join(ROOT, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map(
    (d) =>
      JSON.parse(readFileSync(join(ROOT, 'brands', d.name, 'brand.json'), 'utf8')) as {
        id: string;
        name: string;
        colours: { accent: string };
      },
  );

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe('every brand', () => {
  for (const brand of brands) {
    test(`${brand.name} answers at ${brand.id}.localhost with its name and accent`, async ({
      page,
      context,
    }) => {
      await dismissEntryWarning(context, `${brand.id}.localhost`);
      await page.goto(`http://${brand.id}.localhost:${PORT}/`);
      await expect(page.locator('html')).toHaveClass(`theme-${brand.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.name);
      await expect(page).toHaveTitle(new RegExp(brand.name));
      const browse = page.getByRole('link', { name: 'Browse members' });
      await expect(browse).toHaveCSS('background-color', rgb(brand.colours.accent));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: join(ROOT, 'test-results', 'brands', `${brand.id}.png`) });
    });

    test(`${brand.name}'s CSS carries only its own theme`, () => {
      const assets = join(ROOT, 'apps', brand.id, 'build', 'client', 'assets');
      const css = readdirSync(assets)
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(join(assets, f), 'utf8'))
        .join('\n');
      expect(css).toContain(`.theme-${brand.id}{`);
      const others = brands.filter((b) => b.id !== brand.id).filter((b) => css.includes(`.theme-${b.id}{`));
      expect(others.map((b) => b.id)).toEqual([]);
    });
  }
});
