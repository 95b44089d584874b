/**
 * Issue 4: every Storybook story renders in Debian's Chromium with its play function (the
 * interaction test) passing and no accessibility violation, in two brand themes.
 *
 * One preview page per worker switches from story to story over Storybook's channel, as the
 * Storybook manager does, instead of loading the preview afresh for each of the 320 renders
 * (11.6 minutes of CI before, about one now). The a11y addon already runs axe after every render
 * (`parameters.a11y` in .storybook/preview.tsx); its report arrives with the story's
 * `storyFinished` event, so the violations are read from there rather than running axe twice.
 *
 * Issue 23 (ADR 0090): every story in every brand, at 360 px and in the longest locale (the one
 * whose texts are longest), where no text may overflow its box and the page may not scroll
 * sideways. The former pass in English at 1280 px is gone: it ran the same axe rules on the same
 * stories, and CI's hour has no room for both (ADR 0090's note).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// Not yet on the console check (support/fixtures.ts): the static Storybook answers /favicon.ico with a 404.
import { type Page, test as base, expect } from '@playwright/test';

const index = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'storybook-static', 'index.json'), 'utf8'),
) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

/** The WCAG levels the stories must meet; the addon also reports best practices, not checked here. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa'];

interface Finished {
  status: 'success' | 'error' | 'warning';
  reporters: { type: string; status: string; result?: { violations?: { id: string; tags: string[] }[] } }[];
}

/** The brands of brands/ (each has a theme in the preview). */
const BRANDS = readdirSync(join(import.meta.dirname, '..', 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The locale whose member-site texts are longest: where a label is likeliest to overflow. */
const LONGEST_LOCALE = (() => {
  const dir = join(import.meta.dirname, '..', 'packages', 'i18n', 'locales');
  const length = (locale: string) =>
    [...readFileSync(join(dir, locale, 'common.json'), 'utf8').matchAll(/: "((?:[^"\\]|\\.)*)"/g)]
      .map((m) => m[1]!.length)
      .reduce((a, b) => a + b, 0);
  return readdirSync(dir).sort((a, b) => length(b) - length(a))[0]!;
})();

interface Look {
  brand: string;
  locale: string;
  /** The preview's width in CSS pixels. */
  width: number;
}

/** axe-core as @axe-core/playwright bundles it, for the colour checks of the other brands. */
const AXE_SOURCE = (() => {
  const require = createRequire(import.meta.url);
  const axe = require.resolve('axe-core/axe.min.js', {
    paths: [dirname(require.resolve('@axe-core/playwright'))],
  });
  return readFileSync(axe, 'utf8');
})();
/** The axe rules a brand's theme (colours only: the class on <html>) can break. */
const BRAND_RULES = ['color-contrast', 'link-in-text-block'];

interface Preview {
  page: Page;
  look: Look;
  /** Uncaught errors and failed renders or play functions since the last story began. */
  errors: string[];
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const preview: Preview = {
        page,
        look: { brand: '', locale: 'en', width: 1280 },
        errors: [],
      };
      page.on('pageerror', (e) => preview.errors.push(e.message));
      await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story`);
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.evaluate(() => {
        const w = window as unknown as StoryWindow;
        w.__finished = {};
        w.__failures = [];
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        channel.on('storyFinished', (e: Finished & { storyId: string }) => {
          w.__finished[e.storyId] = e;
        });
        for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException']) {
          channel.on(event, (e: { message?: string; title?: string; description?: string }) =>
            w.__failures.push(`${event}: ${e.message ?? e.title ?? ''} ${e.description ?? ''}`.trim()),
          );
        }
      });
      await use(preview);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

interface StoryWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __finished: Record<string, Finished>;
  __failures: string[];
}

/** Renders one story in the look, as the manager's toolbar and sidebar would, and waits for its end. */
async function show(preview: Preview, storyId: string, look: Look): Promise<Finished> {
  const { page } = preview;
  preview.errors = [];
  if (preview.look.width !== look.width) await page.setViewportSize({ width: look.width, height: 780 });
  const globals =
    preview.look.brand !== look.brand || preview.look.locale !== look.locale
      ? { brand: look.brand, locale: look.locale }
      : null;
  await page.evaluate(
    ({ storyId, globals }) => {
      const w = window as unknown as StoryWindow;
      delete w.__finished[storyId];
      w.__failures = [];
      if (globals) w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals });
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId, globals },
  );
  preview.look = look;
  const finished = await page.waitForFunction(
    (id) => (window as unknown as StoryWindow).__finished[id],
    storyId,
  );
  const failures = await page.evaluate(() => (window as unknown as StoryWindow).__failures);
  preview.errors.push(...failures);
  return (await finished.jsonValue()) as Finished;
}

/** What every story must show: no error, the brand's theme, no WCAG violation (the addon's axe run). */
async function expectClean(preview: Preview, finished: Finished, look: Look) {
  expect(preview.errors).toEqual([]);
  await expect(preview.page.locator('html')).toHaveClass(`theme-${look.brand}`);
  const a11y = finished.reporters.find((r) => r.type === 'a11y');
  expect(a11y, 'the a11y addon reported on the story').toBeDefined();
  const violations = (a11y?.result?.violations ?? [])
    .filter((v) => v.tags.some((tag) => WCAG.includes(tag)))
    .map((v) => v.id);
  expect(violations).toEqual([]);
}

/** The violations of the colour rules in the theme now on <html>. */
async function colourViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (rules) => {
    const { axe } = window as unknown as { axe: AxeRunner };
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, BRAND_RULES);
}

interface AxeRunner {
  run(
    context: Document,
    options: { runOnly: { type: 'rule'; values: string[] } },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * The texts that overflow their box (an element with its own text whose content is wider than
 * it and is not meant to scroll or end in an ellipsis), and whether the page scrolls sideways.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const boxes: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      // Visually hidden texts (1 px boxes, clipped) overflow on purpose: screen readers read them.
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth <= 2 || el.clientHeight <= 2) continue;
      const style = getComputedStyle(el);
      if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      if (!ownText) continue;
      boxes.push(`<${el.tagName.toLowerCase()}> "${el.textContent!.trim().slice(0, 40)}"`);
    }
    const sideways = document.documentElement.scrollWidth > window.innerWidth + 1;
    return { boxes, sideways };
  });
}

/**
 * At 360 px in the longest locale: the full check in the default brand, then each other brand's
 * theme on the same render (a brand differs by the class on <html>: colours and fonts), with the
 * colour rules and the overflow check. One render per story keeps the 8 brands inside CI's time
 * (ADR 0090); the brands' names in stories are the default brand's here.
 */
test.describe(`stories at 360 px in ${LONGEST_LOCALE}, in every brand`, () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async ({ preview }) => {
      const { page } = preview;
      const look = { brand: 'velvet', locale: LONGEST_LOCALE, width: 360 };
      const finished = await show(preview, story.id, look);
      await expectClean(preview, finished, look);
      expect(await overflowing(page), 'velvet').toEqual({ boxes: [], sideways: false });
      try {
        for (const brand of BRANDS.filter((b) => b !== 'velvet')) {
          await page.evaluate((b) => {
            document.documentElement.className = `theme-${b}`;
          }, brand);
          expect(await colourViolations(page), brand).toEqual([]);
          expect(await overflowing(page), brand).toEqual({ boxes: [], sideways: false });
        }
      } finally {
        // The decorator sets the class only when the brand changes: the next story needs velvet's.
        await page.evaluate(() => {
          document.documentElement.className = 'theme-velvet';
        });
      }
    });
  }
});
