/**
 * Issue 4: every Storybook story renders in Debian's Chromium with its play function (the
 * interaction test) passing and no accessibility violation, in two brand themes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
// Not yet on the console check (support/fixtures.ts): the static Storybook answers /favicon.ico with a 404.
import { expect, test } from '@playwright/test';

const index = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'storybook-static', 'index.json'), 'utf8'),
) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

/** Storybook's a11y addon runs axe in the same page after each render; wait for it to finish. */
async function analyzeWhenFree<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

for (const brand of ['velvet', 'harbor']) {
  test.describe(`stories in the ${brand} theme`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand}`);
        // The preview marks the body when the story (and its play function) finished or failed.
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                document.body.classList.contains('sb-show-main') ||
                document.body.classList.contains('sb-show-errordisplay'),
            ),
          )
          .toBe(true);
        await page.waitForFunction(() => !document.querySelector('.sb-show-preparing-story'));
        const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
        const message = failed ? await page.locator('#error-message').textContent() : '';
        expect(failed, message).toBe(false);
        expect(errors).toEqual([]);
        await expect(page.locator('html')).toHaveClass(`theme-${brand}`);
        const axe = await analyzeWhenFree(() =>
          new AxeBuilder({ page })
            .include('#storybook-root')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
            .analyze(),
        );
        expect(axe.violations.map((v) => v.id)).toEqual([]);
      });
    }
  });
}
