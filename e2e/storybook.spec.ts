/**
 * Issue 4: every Storybook story renders in Debian's Chromium with its play function (the
 * interaction test) passing and no accessibility violation, in two brand themes.
 *
 * One preview page per worker switches from story to story over Storybook's channel, as the
 * Storybook manager does, instead of loading the preview afresh for each of the 320 renders
 * (11.6 minutes of CI before, about one now). The a11y addon already runs axe after every render
 * (`parameters.a11y` in .storybook/preview.tsx); its report arrives with the story's
 * `storyFinished` event, so the violations are read from there rather than running axe twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

interface Preview {
  page: Page;
  brand: string;
  /** Uncaught errors and failed renders or play functions since the last story began. */
  errors: string[];
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const preview: Preview = { page, brand: '', errors: [] };
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

/** Renders one story in the brand, as the manager's toolbar and sidebar would, and waits for its end. */
async function show(preview: Preview, storyId: string, brand: string): Promise<Finished> {
  const { page } = preview;
  preview.errors = [];
  await page.evaluate(
    ({ storyId, brand, changeBrand }) => {
      const w = window as unknown as StoryWindow;
      delete w.__finished[storyId];
      w.__failures = [];
      if (changeBrand) w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { brand } });
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId, brand, changeBrand: preview.brand !== brand },
  );
  preview.brand = brand;
  const finished = await page.waitForFunction(
    (id) => (window as unknown as StoryWindow).__finished[id],
    storyId,
  );
  const failures = await page.evaluate(() => (window as unknown as StoryWindow).__failures);
  preview.errors.push(...failures);
  return (await finished.jsonValue()) as Finished;
}

for (const brand of ['velvet', 'harbor']) {
  test.describe(`stories in the ${brand} theme`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ preview }) => {
        const finished = await show(preview, story.id, brand);
        expect(preview.errors).toEqual([]);
        await expect(preview.page.locator('html')).toHaveClass(`theme-${brand}`);
        const a11y = finished.reporters.find((r) => r.type === 'a11y');
        expect(a11y, 'the a11y addon reported on the story').toBeDefined();
        const violations = (a11y?.result?.violations ?? [])
          .filter((v) => v.tags.some((tag) => WCAG.includes(tag)))
          .map((v) => v.id);
        expect(violations).toEqual([]);
      });
    }
  });
}
