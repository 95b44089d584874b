/**
 * Issue 6 journeys (first part): open a member's profile from the search; a free member sees
 * premium-only photos blurred behind a lock, a premium member sees them clear, a visitor sees
 * the main photo and is asked to log in for more.
 */
import {
  ALICE,
  BOB,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  expect,
  test,
} from './support/fixtures.ts';
import { join } from 'node:path';
import { apiJson, fillStepZero, freshPair, memberWithPremiumPhoto, unique } from './support/accounts.ts';

const PORTRAIT = join(import.meta.dirname, 'support', 'portrait.png');

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context);
});

test('search with filters and a region, page through, back button and a shared URL', async ({ page }) => {
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  const cards = page.getByRole('main').getByRole('article');
  const firstOnPage1 = await cards.first().textContent();
  await page.getByRole('link', { name: 'Next page' }).click();
  // Next carries the last member on screen (keyset): page 2 costs what page 1 costs.
  await expect(page).toHaveURL(/page=2&after=\d+/);
  await expect(cards.first()).not.toHaveText(firstOnPage1!);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards.first()).toHaveText(firstOnPage1!);

  // A member with a region: filter down to exactly their country, region and age.
  const search = await apiJson(page, '/api/members.php');
  const target = (
    search.members as { name: string; age: number; country: string; region: string | null }[]
  ).find((m) => m.region)!;
  const countryLabel = new Intl.DisplayNames(['en'], { type: 'region' }).of(target.country)!;
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel('Country').selectOption({ label: countryLabel });
  await filters.getByLabel('Region').selectOption(target.region!);
  await filters.getByLabel('Minimum age').fill(String(target.age));
  await filters.getByLabel('Maximum age').fill(String(target.age));
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`country=${target.country}&countryregion=`));
  await expect(page.getByText(/members? found/)).toBeVisible();
  await expect(cards.filter({ hasText: target.name }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The URL is the search: opened again it shows the same filters.
  await page.goto(page.url());
  await expect(filters.getByLabel('Region')).toHaveValue(target.region!);
  await expect(filters.getByLabel('Minimum age')).toHaveValue(String(target.age));
});

test('a free member opens a profile from the search and sees premium photos blurred', async ({ page }) => {
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();

  const member = await memberWithPremiumPhoto(page);
  await page.goto(`/members/${member.id}`);
  const locked = page.getByRole('button', { name: 'Premium members see this photo' }).first();
  await expect(locked).toBeVisible();
  // The picture is the server-made blur under a name of its own (ADR 0040), and it loads.
  const { member: shown } = await apiJson(page, `/api/member.php?id=${member.id}`);
  const blur: string = shown.photos.find((p: { locked: boolean }) => p.locked).filename;
  await expect(locked.locator('img')).toHaveAttribute('src', new RegExp(`/${blur.replace('.', '\\.')}$`));
  await expect
    .poll(() => locked.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('Some photos are only for premium members.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Open Photo 1 of / }).click();
  await expect(page.getByRole('dialog', { name: `Photos of ${member.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a premium member sees every photo clear', async ({ page }) => {
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members/);
  const search = await apiJson(page, '/api/members.php');
  for (const m of (search.members as { id: number }[]).slice(0, 6)) {
    const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
    expect(member.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
  }
  await page.goto(`/members/${search.members[0].id}`);
  await expect(page.getByRole('button', { name: 'Premium members see this photo' })).toHaveCount(0);
});

test('a visitor sees the main photo and is asked to log in for more', async ({ page }) => {
  const search = await apiJson(page, '/api/members.php');
  let target: { id: number; name: string } | null = null;
  for (const m of search.members as { id: number; name: string }[]) {
    const { member } = await apiJson(page, `/api/member.php?id=${m.id}`);
    if (member.hidden_photos > 0) {
      target = m;
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/members/${target!.id}`);
  await expect(page.getByText(`Login to view more photos of ${target!.name}`)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`redirectTo=%2Fmembers%2F${target!.id}`));
});

test('an unknown member id shows the 404 page', async ({ page, consoleErrors }) => {
  consoleErrors.expectFailedRequest(404, '/members/987654321');
  const res = await page.goto('/members/987654321');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test.describe('on a brand of its own', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('a like, a like back from a second browser, the match popup and the likes lists', async ({
    page,
    browser,
  }) => {
    const { ids, pages, close } = await freshPair(page, browser, ['Liker', 'Likee']);
    const [mine, theirs] = pages;
    await mine.goto(`/members/${ids[1]}`);
    await mine.getByRole('button', { name: 'Like Likee' }).click();
    await expect(mine.getByText('You like Likee')).toBeVisible();

    await theirs.goto('/likes');
    await expect(theirs.getByRole('link', { name: 'Received (1 new)' })).toBeVisible();
    await theirs.getByRole('main').getByRole('link', { name: /Liker/ }).click();
    await theirs.getByRole('button', { name: 'Like Liker' }).click();
    const popup = theirs.getByRole('dialog', { name: "It's a match!" });
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(theirs);
    await popup.getByRole('link', { name: 'See your matches' }).click();
    await expect(theirs).toHaveURL(/\/likes\/matches$/);
    await expect(theirs.getByRole('main').getByRole('link', { name: /Liker/ })).toBeVisible();

    // The first liker learns of the match from the banner on the next page they open.
    await mine.goto('/members');
    const banner = mine.getByRole('status').filter({ hasText: "It's a match!" });
    await expect(banner).toContainText('You and Likee like each other.');
    await banner.getByRole('link', { name: 'See Likee' }).click();
    await expect(mine).toHaveURL(new RegExp(`/likes/m/${ids[1]}$`));
    await mine.goto('/members');
    await expect(mine.getByRole('status').filter({ hasText: "It's a match!" })).toHaveCount(0);
    await close();
  });

  test('a member blocks and unblocks another, and reports a profile', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const { ids, pages, close } = await freshPair(page, browser, ['Blocker', 'Blocked']);
    consoleErrors.expectFailedRequest(403, `/members/${ids[0]}`); // the blocked member's view, on purpose
    const [mine, theirs] = pages;
    await mine.goto(`/members/${ids[1]}`);
    await mine.getByRole('link', { name: 'Block Blocked' }).click();
    const confirm = mine.getByRole('dialog', { name: 'Block Blocked?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(mine);
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(mine.getByText('You blocked Blocked.')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Like Blocked' })).toHaveCount(0);

    const denied = await theirs.goto(`/members/${ids[0]}`);
    expect(denied?.status()).toBe(403);
    await expect(
      theirs.getByText("You're blocked by the member. You do not have access to this page."),
    ).toBeVisible();

    await mine.getByRole('button', { name: 'Unblock Blocked' }).click();
    await expect(mine.getByRole('button', { name: 'Like Blocked' })).toBeVisible();
    expect((await theirs.goto(`/members/${ids[0]}`))?.status()).toBe(200);

    await mine.getByRole('link', { name: 'Report Blocked' }).click();
    const report = mine.getByRole('dialog', { name: 'Report Blocked' });
    await report.getByRole('button', { name: 'Send report' }).click();
    // The browser asks for the required reason before anything is sent.
    await expect(report.getByLabel('Reason')).toBeFocused();
    await report.getByLabel('Reason').selectOption('fake');
    await report.getByLabel(/What happened/).fill('The photos are from a magazine.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(mine.getByText('Thank you. Our team will review the profile of Blocked.')).toBeVisible();
    await expect(report).toHaveCount(0);
    await close();
  });
});

test.describe('swipe game', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('a new member swipes by button, keyboard and drag until the daily limit', async ({ page }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('swiper'), 'Swiper');
    await page.goto('/members');
    await page.getByRole('link', { name: 'Swipe game' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
    await expect(page.getByText('4 likes left today')).toBeVisible();
    await expectNoAxeViolations(page);

    const game = page.getByRole('region', { name: 'Profiles to swipe' });
    const likeButton = game.getByRole('button', { name: /^Like / });
    // 1: the like button.
    await likeButton.click();
    await expect(page.getByText('3 likes left today')).toBeVisible();
    // 2: the keyboard — ← passes (no like used), → likes.
    await likeButton.focus();
    const before = await likeButton.getAttribute('aria-label');
    await page.keyboard.press('ArrowLeft');
    await expect(likeButton).not.toHaveAttribute('aria-label', before!);
    await expect(page.getByText('3 likes left today')).toBeVisible();
    await likeButton.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('2 likes left today')).toBeVisible();
    // 3: dragging the card to the right.
    const card = page.getByTestId('swipe-top');
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByText('1 like left today')).toBeVisible();
    await likeButton.click();

    await expect(page.getByText(/You have used today's 4 likes\. New likes from /)).toBeVisible();
    // Her Flame's first domain is for Great Britain: the day ends at midnight London time, and
    // the text says so in London's zone, not the server's (issue 15.12, ADR 0043).
    await expect(page.getByText(/New likes from 12:00\s?AM (GMT|BST)\./)).toBeVisible();
    await expect(game).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/You have used today's 4 likes/)).toBeVisible();
    await page.goto('/likes/sent');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  });
});

test.describe('own photos', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('a member uploads two photos, makes the second the main photo and deletes one', async ({ page }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('photos'), 'Shutter');
    // Without a main photo the reminder shows on the members pages, not on /profile.
    const reminder = page.getByText('You have no profile photo yet.');
    await page.goto('/members');
    await expect(reminder).toBeVisible();
    await page.getByRole('link', { name: 'Add a photo' }).click();
    await expect(page).toHaveURL(/\/profile#photos$/);
    await expect(reminder).toHaveCount(0);
    const section = page.getByRole('region', { name: 'My photos' });
    await expect(section.getByText('Photos: 0 of 3')).toBeVisible();

    for (const n of [1, 2]) {
      await section.getByLabel('Add a photo').setInputFiles(PORTRAIT);
      await section.getByRole('button', { name: 'Upload photo' }).click();
      await expect(section.getByText(`Photos: ${n} of 3`)).toBeVisible();
    }
    const tiles = section.getByRole('listitem');
    await expect(tiles.first().getByText('Main photo')).toBeVisible();
    await expectNoAxeViolations(page);
    const second = await tiles.nth(1).getByRole('img').getAttribute('src');

    await section.getByRole('button', { name: 'Make main photo Your photo 2' }).click();
    await expect(tiles.first().getByRole('img')).toHaveAttribute('src', second!);
    await expect(tiles.first().getByText('Main photo')).toBeVisible();
    const me = (await apiJson(page, '/api/user.php')).user;
    expect(second).toContain(me.profile.main_image.thumb_filename);

    await page.goto('/profile');
    await section.getByRole('button', { name: 'Delete Your photo 2' }).click();
    await expect(section.getByText('Photos: 1 of 3')).toBeVisible();
    await expect(tiles).toHaveCount(1);
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });
});

test.describe('like modal', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('?t=1 brings "it\'s a new like" after a second, the badge follows and the button opens the profile', async ({
    page,
  }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('liked'), 'Wanted');
    await page.goto('/members?t=1&gender=female');
    await expect(page).toHaveURL(/\/members\?gender=female$/);
    const modal = page.getByRole('dialog', { name: "It's a new like!" });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('navigation').getByRole('link', { name: /Likes/ })).toContainText('1');
    const view = modal.getByRole('link', { name: /^View the profile of / });
    const name = (await view.textContent())!.replace('View the profile of ', '');
    await view.click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

    // The like waits in the received likes; its detail page offers to like back.
    await page.goto('/likes');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await expect(page).toHaveURL(/\/likes\/m\/\d+$/);
    await expect(page.getByRole('button', { name: `Like ${name}` })).toBeVisible();
  });
});

test.describe('match finder', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('likes from the search, then the match finder: own-profile filters, likes from the list, own country', async ({
    page,
  }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('finder'), 'Finder');
    await page.goto('/members');
    // A like straight from the search results.
    const first = page.getByRole('main').getByRole('listitem').first();
    const name = (await first.getByRole('button', { name: /^Like / }).textContent())!.replace('Like ', '');
    await first.getByRole('button', { name: `Like ${name}` }).click();
    await expect(first.getByText(`You like ${name}`)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('listitem').first().getByText(`You like ${name}`),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Match finder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Match finder filters' });
    await expect(filters.getByLabel('Gender')).toHaveValue('female');
    await expect(filters.getByLabel('Minimum age')).toHaveValue('30');
    await expect(filters.getByLabel('Maximum age')).toHaveValue('46');
    await expectNoAxeViolations(page);

    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByText(/interests? in common/)).toBeVisible();
    const href = (await cards.first().getByRole('link').getAttribute('href'))!;
    await cards
      .first()
      .getByRole('button', { name: /^Like / })
      .click();
    // The liked member leaves the list and shows among the sent likes.
    await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toHaveCount(0);
    await page.goto('/likes/sent');
    const id = href.split('/').at(-1);
    await expect(page.getByRole('main').locator(`a[href="/likes/m/${id}"]`)).toBeVisible();

    await page.goto('/match-finder');
    await filters.getByLabel('Only in my country').check();
    await filters.getByRole('button', { name: 'Find matches' }).click();
    await expect(page).toHaveURL(/nearby=1/);
    await expect(filters.getByLabel('Only in my country')).toBeChecked();
  });
});

test.describe('location from the browser', () => {
  test.use({
    baseURL: SIGNUP_BASE,
    geolocation: { latitude: 51.6, longitude: -0.19 },
    permissions: ['geolocation'],
  });

  test('fills country and town from the position, and the member saves them', async ({ page }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('located'), 'Located');
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Profile details' });
    await details.getByRole('button', { name: 'Use my location' }).click();
    await expect(details.getByText(/^Filled in from your location: .+, United Kingdom\./)).toBeVisible();
    await expect(details.getByLabel('Country')).toHaveValue('GB');
    const town = await details.getByLabel('City').inputValue();
    expect(town.length).toBeGreaterThan(1);
    await details.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(details.getByLabel('City')).toHaveValue(town);
  });
});

test.describe('own interests', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('a member ticks interests, is stopped above 12, and saves', async ({ page, consoleErrors }) => {
    consoleErrors.expectFailedRequest(400, '/profile'); // 13 interests, on purpose
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    await fillStepZero(page, unique('interests'), 'Curious');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'My interests' });
    const boxes = section.getByRole('checkbox');
    for (let i = 0; i < 13; i++) await boxes.nth(i).check();
    await section.getByRole('button', { name: 'Save interests' }).click();
    await expect(section.getByText('Choose at most 12.')).toBeVisible();
    await expect(boxes.nth(12)).toBeChecked();

    await boxes.nth(12).uncheck();
    await boxes.nth(11).uncheck();
    await section.getByRole('button', { name: 'Save interests' }).click();
    await expect(section.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(section.getByRole('checkbox', { checked: true })).toHaveCount(11);
    await expectNoAxeViolations(page);
  });
});

test('in the installed app a back button leads from a profile to the search', async ({ page }) => {
  // Chromium cannot be started as an installed app here; the page is told it is one.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...real(query), matches: true } as MediaQueryList)
        : real(query);
  });
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/members$/);
});
