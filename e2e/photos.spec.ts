/**
 * Issue 21 (ADR 0081): photos come as AVIF (or WebP) renditions from `<picture>` sources, at a
 * width that covers how large the place draws them, on desktop and at 360 px. The members grid,
 * a profile with a locked photo (every source is its blur), the full view, and a fresh upload.
 * Screenshots of the grid and a profile go to test-results/ for a look.
 */
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import {
  ALICE,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  logIn,
  test,
} from './support/fixtures.ts';
import { apiJson, fillStepZero, memberWithPremiumPhoto, unique } from './support/accounts.ts';

const PORTRAIT = join(import.meta.dirname, 'support', 'portrait.png');

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context);
});

/**
 * What the browser took for an `<img>` inside a `<picture>`: the URL, the width of that file
 * (from the `w` of its srcset candidate), and how wide the image is drawn in device pixels.
 */
async function chosen(img: Locator) {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i: HTMLImageElement) => {
    const url = i.currentSrc;
    const picture = i.parentElement;
    const sources = picture?.tagName === 'PICTURE' ? [...picture.querySelectorAll('source')] : [];
    const candidates = sources.flatMap((s) =>
      s.srcset.split(',').map((c) => {
        const [u, w] = c.trim().split(/\s+/);
        return { url: new URL(u!, location.href).href, type: s.type, width: Number.parseInt(w!, 10) };
      }),
    );
    const taken = candidates.find((c) => c.url === url);
    return {
      url,
      types: sources.map((s) => s.type),
      fileWidth: taken?.width ?? null,
      drawn: i.getBoundingClientRect().width * devicePixelRatio,
      srcsets: sources.map((s) => s.srcset),
      sizes: sources[0]?.sizes ?? null,
    };
  });
}

/** The taken file is an AVIF rendition, served as one with a year's caching, wide enough for its place. */
async function expectSharpAvif(page: Page, img: Locator) {
  const taken = await chosen(img);
  expect(taken.types).toEqual(['image/avif', 'image/webp']);
  expect(taken.url).toMatch(/-(320|480|640)w\.avif$|\.webp$/);
  expect(taken.url).toMatch(/\.avif$/);
  // The file covers the drawn size (within a few pixels of rounding), up to the largest there is.
  expect(taken.fileWidth).not.toBeNull();
  expect(taken.fileWidth! + 8).toBeGreaterThanOrEqual(Math.min(taken.drawn, 640));
  // From the page (the brand's host name resolves in the browser only), as the image was.
  const res = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, type: r.headers.get('content-type'), cache: r.headers.get('cache-control') };
  }, taken.url);
  expect(res).toEqual({ status: 200, type: 'image/avif', cache: 'public, max-age=31536000, immutable' });
  return taken;
}

test('the members grid shows each card from its AVIF rendition at the width of the card', async ({
  page,
}, info) => {
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const { members } = await apiJson(page, '/api/members.php');
  const first = (members as { main_image: { filename: string } | null }[])[0]!;
  const taken = await expectSharpAvif(page, cards.first().getByRole('img'));
  // Derived from the card's own photo name, by the rule of @dating/contract.
  expect(taken.url).toContain(first.main_image!.filename.replace(/\.webp$/, ''));
  await cards.nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`members-grid-${info.project.name}.png`), fullPage: false });
});

test('a profile: every source of a locked photo is its blur, the full view takes the large rendition', async ({
  page,
}, info) => {
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  const member = await memberWithPremiumPhoto(page);
  await page.goto(`/members/${member.id}`);
  const { member: shown } = await apiJson(page, `/api/member.php?id=${member.id}`);
  const locked = shown.photos.find((p: { locked: boolean }) => p.locked) as { filename: string };
  const stem = locked.filename.replace(/\.webp$/, '');
  const tile = page.getByRole('button', { name: 'Premium members see this photo' }).first();
  const lockedTaken = await chosen(tile.getByRole('img'));
  // No URL a free member's page carries for it leads anywhere but to the blur's renditions.
  for (const srcset of lockedTaken.srcsets) {
    for (const candidate of srcset.split(','))
      expect(candidate.trim()).toMatch(new RegExp(`/${stem}(-\\d+w\\.avif|-\\d+w\\.webp|\\.webp) \\d+w$`));
  }
  await expectSharpAvif(page, page.getByRole('button', { name: /^Open Photo 1 of / }).getByRole('img'));
  await tile.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`profile-${info.project.name}.png`), fullPage: false });

  await page.getByRole('button', { name: /^Open Photo 1 of / }).click();
  const dialog = page.getByRole('dialog', { name: `Photos of ${member.name}` });
  const large = await expectSharpAvif(page, dialog.getByRole('img'));
  expect(large.sizes).toBe('(min-width: 560px) 520px, 100vw');
  await page.keyboard.press('Escape');
});

test.describe('own photos', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('an upload is shown from its AVIF rendition right away', async ({ page }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('avif'), 'Renditions');
    await page.goto('/profile#photos');
    const section = page.getByRole('region', { name: 'My photos' });
    await section.getByLabel('Add a photo').setInputFiles(PORTRAIT);
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await expect(section.getByText('Photos: 1 of 3')).toBeVisible();
    const me = (await apiJson(page, '/api/user.php')).user;
    const taken = await expectSharpAvif(page, section.getByRole('listitem').first().getByRole('img'));
    expect(taken.url).toContain(me.profile.main_image.filename.replace(/\.webp$/, ''));
  });
});
