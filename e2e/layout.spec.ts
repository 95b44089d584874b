/**
 * Issue 15 (layout and accessibility points 3, 6, 8, 13, 14, 17, 18): what a visitor and a member
 * see on a profile, the search past its end or with a bad address, the error page's title, the
 * language button's name, pricing headings, the photo picker, alert buttons, the unread badge
 * and the printed receipt.
 */
import type { Locator, Page } from '@playwright/test';
import { apiJson, freshPair, confirmDisclosureIfAsked } from './support/accounts.ts';
import { SIGNUP_BASE, dismissEntryWarning, expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context);
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

/** A member of the first search page whose profile hides photos from visitors. */
async function memberWithHiddenPhotos(page: Page) {
  const search = await apiJson(page, '/api/members.php');
  for (const m of search.members as { id: number; name: string }[]) {
    const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
    if (member.hidden_photos > 0 && member.interests.length > 0) return m;
  }
  throw new Error('no demo member with hidden photos and interests on page 1');
}

test('a visitor’s profile offers Like, Chat and Send a gift, and says why a login is needed when one is pressed', async ({
  page,
}) => {
  const target = await memberWithHiddenPhotos(page);
  await page.goto(`/members/${target.id}`);
  const main = page.getByRole('main');
  for (const action of ['Like', 'Chat', 'Send a gift'])
    await expect(main.getByRole('link', { name: action, exact: true })).toBeVisible();
  await expect(main.getByText(/need to be logged in|Login to like/)).toHaveCount(0);

  await main.getByRole('link', { name: 'Chat', exact: true }).click();
  const why = main
    .getByRole('alert')
    .filter({ hasText: `You need to be logged in to chat with ${target.name}` });
  await expect(why).toBeVisible();
  await expect(why.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(`/members/${target.id}`)}`,
  );
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Send a gift', exact: true }).click();
  await expect(main.getByText(`You need to be logged in to send a gift to ${target.name}`)).toBeVisible();

  // Point 17: the "Log in" under the photos keeps a button's width, also at 1280 px.
  const photosAlert = main
    .getByRole('status')
    .filter({ hasText: `Login to view more photos of ${target.name}` });
  const logIn = photosAlert.getByRole('link', { name: 'Log in' });
  expect((await box(logIn)).width).toBeLessThan((await box(photosAlert)).width / 2);

  // Point 18: the gallery's photos say what they are; interest icons are SVG, not emoji.
  await expect(main.getByRole('img', { name: `Photo 1 of ${target.name}` })).toBeVisible();
  const interests = main
    .getByRole('list')
    .filter({ has: page.locator('svg') })
    .last();
  await expect(interests.locator('li svg').first()).toBeVisible();
  expect(await interests.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
});

test('the search past its last page, or with values it cannot use, shows the search and a note', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/members');
  await page.goto('/members?page=99');
  await expect(page.getByText(/^There is no page 99: the results end on page \d+\.$/)).toBeVisible();
  await expect(page.getByText('No members match your search')).toHaveCount(0);
  await page.getByRole('link', { name: /^Go to page \d+$/ }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  for (const address of ['/members?gender=xyz', '/members?page=99999999999']) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Search filters' }).getByRole('button', { name: 'Search' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'This search address has values the search cannot use. Choose your filters and search again.',
      ),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Show all members' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('error pages have a title, the language button’s name holds what it shows, pricing headings do not skip a level', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(404, '/no-such-page');
  consoleErrors.expectFailedRequest(404, '/no/such/page');
  for (const address of ['/no-such-page', '/no/such/page']) {
    expect((await page.goto(address))?.status()).toBe(404);
    await expect(page).toHaveTitle('This page could not be found | Velvet Date');
  }

  await context.addCookies([{ name: 'i18n_redirected', value: 'fi', domain: 'velvet.localhost', path: '/' }]);
  await page.goto('/');
  const language = page.getByRole('banner').getByRole('button', { name: /Kieli/ });
  await expect(language).toHaveAccessibleName('FI, Kieli: Suomi');
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', domain: 'velvet.localhost', path: '/' }]);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 2, name: 'Starter' })).toBeVisible();
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (const [i, level] of levels.entries()) if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
});

test.describe('a new member', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('picks a photo with a translated picker, sees alert buttons and the unread badge in place, and prints a receipt alone', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { ids, pages, close } = await freshPair(page, browser, ['Printer', 'Picker']);
    const [writer, reader] = pages;

    // Point 17: the photo step's file picker speaks the page's language and works from the keyboard.
    await reader.goto('/signup/photo');
    const form = reader.getByRole('main');
    await expect(form.getByText('Choose a photo', { exact: true })).toBeVisible();
    await expect(form.getByText('No photo chosen')).toBeVisible();
    const input = form.getByLabel('Your photo');
    await expect(input).toHaveAccessibleName(/Choose a photo/);
    await input.focus();
    await expect(input).toBeFocused();
    await input.setInputFiles({ name: 'beach-day.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(form.getByText('beach-day.png')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/beach-day\.png/);
    await expectNoAxeViolations(reader);

    // Point 17: the profile-photo alert's button keeps its width.
    await reader.goto('/members');
    const alert = reader.getByRole('status').filter({ hasText: 'Add a photo' });
    const add = alert.getByRole('link', { name: 'Add a photo' });
    expect((await box(add)).width).toBeLessThan((await box(alert)).width / 2);

    // Point 13: the unread badge sits beside "Messages", not over it (the label shows from tablets on).
    await writer.goto(`/members/${ids[1]}/chat`);
    await writer.getByLabel('Your message to Picker').fill('Hello there');
    await writer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(writer.getByRole('log').getByText('Hello there')).toBeVisible();
    await reader.goto('/members');
    const messages = reader.getByRole('banner').getByRole('link', { name: 'Messages' });
    const badge = messages.getByText('1', { exact: true });
    await expect(badge).toBeVisible();
    const label = messages.getByText('Messages', { exact: true });
    if (await label.isVisible()) {
      const [l, b] = [await box(label), await box(badge)];
      expect(
        b.x >= l.x + l.width || b.x + b.width <= l.x || b.y >= l.y + l.height || b.y + b.height <= l.y,
      ).toBe(true);
    }

    // Point 8: printed, the receipt page is the receipt alone.
    await reader.goto('/credits/p0/visa');
    await confirmDisclosureIfAsked(reader);
    await reader.getByRole('button', { name: /^Pay / }).click();
    await reader.getByRole('button', { name: 'Send the answer' }).click();
    await expect(reader.getByText(/^Payment completed/)).toBeVisible();
    const receipt = reader.getByRole('heading', { level: 2, name: 'Receipt' });
    const around = [
      reader.getByText(/^Payment completed/),
      reader.getByRole('heading', { level: 1, name: 'Transactions' }),
      reader.getByRole('main').getByRole('listitem').getByRole('link').first(),
      reader.getByRole('link', { name: 'Add a photo' }),
      reader.getByRole('contentinfo'),
    ];
    for (const shown of around) await expect(shown).toBeVisible();
    await reader.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(reader.getByText('Total paid')).toBeVisible();
    for (const left of around) await expect(left).toBeHidden();
    await expect(reader.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await reader.emulateMedia({ media: 'screen' });
    for (const shown of around) await expect(shown).toBeVisible();
    await close();
  });
});
