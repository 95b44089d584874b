/**
 * Issue 18, member side (ADR 0057): a fictional profile is disclosed on the profile and in the
 * chat box — the mask and the site's notice — on every brand; it does not show online when no
 * operator writes as it; and "Is this a real person?" in the chat menu answers at once and
 * truthfully: run by the site's staff for a fictional profile, a member's own profile (with what
 * the site checks) otherwise. Issue 22 point 5 (ADR 0087): the mask on every card too, the first
 * message screen's notice, and the confirmation before a first purchase.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Browser, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { DISCLOSURE_CHECKBOX, apiJson, fillStepZero, searchMember, unique } from './support/accounts.ts';
import {
  BOB,
  type Page,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  logIn,
  test,
} from './support/fixtures.ts';
import { overflowFindings } from './support/overflow.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3199);
const COMPANY = (JSON.parse(readFileSync(join(ROOT, 'brands', 'company.json'), 'utf8')) as { name: string })
  .name;
const brands = readdirSync(join(ROOT, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => JSON.parse(readFileSync(join(ROOT, 'brands', d.name, 'brand.json'), 'utf8')) as { id: string });

/** The chat box's notices and header: the mask and the operator's notice for one profile. */
async function expectDisclosedInChat(page: Page) {
  await expect(page.getByRole('banner').getByRole('img', { name: 'Fictional profile' })).toBeVisible();
  await expect(page.getByText(/^Fictional profile:/)).toBeVisible();
  await expect(page.getByText(/Fictional profile: This profile is fictional/)).toBeVisible();
}

/** Bob logged in on one brand, in a context of the project's viewport, with a fictional profile to look at. */
async function bobOn(browser: Browser, testInfo: TestInfo, brand: string) {
  const host = `${brand}.localhost`;
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    baseURL: `http://${host}:${PORT}`,
  });
  await dismissEntryWarning(context, host);
  const page = await context.newPage();
  await logIn(page, `bob@${brand}.demo`);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  return { context, page, persona: await searchMember(page, true) };
}

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context);
});

test('a member asks a fictional profile and a real member whether they are real people', async ({
  page,
}, testInfo) => {
  await logIn(page, BOB);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  const persona = await searchMember(page, true);
  const { user } = await apiJson(page, '/api/user.php');
  const member = await searchMember(page, false, [user.id]);

  // The profile: the notice right under the name.
  await page.goto(`/members/${persona.id}`);
  await expect(page.getByText(/^Fictional profile:/)).toBeVisible();
  await expect(page.getByText(/Fictional profile: This profile is fictional/)).toBeVisible();

  // The chat box: the mask in its header, the notice above the messages, not shown online.
  await page.goto(`/members/${persona.id}/chat`);
  await expectDisclosedInChat(page);
  await expect(page.getByRole('img', { name: `${persona.name} is online` })).toHaveCount(0);

  // The answer comes at once, from the chat's own data.
  await page.getByRole('link', { name: 'Is this a real person?' }).click();
  const dialog = page.getByRole('dialog', { name: `Is ${persona.name} a real person?` });
  await expect(dialog).toContainText(`No. ${persona.name} is a fictional profile.`);
  await expect(dialog).toContainText('It is run by the staff of Velvet Date, who write its messages.');
  await expect(dialog).toContainText(`Operator of Velvet Date: ${COMPANY}`);
  await expectNoAxeViolations(page);
  expect(await overflowFindings(page, 'the answer for a fictional profile')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('fictional-answer.png') });
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  // A real member's chat: no fictional notice, and a different answer.
  await page.goto(`/members/${member.id}/chat`);
  await expect(page.getByText(/^Fictional profile:/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Is this a real person?' }).click();
  const real = page.getByRole('dialog', { name: `Is ${member.name} a real person?` });
  await expect(real).toContainText(`${member.name} is a member’s own profile, not one run by our staff.`);
  await expect(real).toContainText('The only thing we check is the e-mail address');
  await expect(real).toContainText('We do not check identity, age or photos');
  await expect(real).not.toContainText('fictional');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('member-answer.png') });
});

test('the chat box with a fictional profile shows the mask and the notice on every brand', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  for (const brand of brands) {
    const { context, page, persona } = await bobOn(browser, testInfo, brand.id);
    await page.goto(`/members/${persona.id}/chat`);
    await expectDisclosedInChat(page);
    expect(await overflowFindings(page, `${brand.id}: chat with a fictional profile`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${brand.id}-chat.png`) });
    await context.close();
  }
});

/**
 * Issue 22 point 5: the mask on every card a member sees a fictional profile on — as many masks
 * on the page as the API gives fictional profiles — on the search, likes and match finder grids,
 * the swipe game's top card and the chat list.
 */
async function expectMaskPerFictionalCard(page: Page, path: string, fictional: number) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('img', { name: 'Fictional profile' })).toHaveCount(fictional);
}

type Card = { id: number; fictional: boolean };
const fictionalCount = (cards: Card[]) => cards.filter((c) => c.fictional).length;

test('a fictional profile carries its marker on every surface, and the first message screen says some profiles are run by the staff, on every brand', async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  for (const brand of brands) {
    const { context, page, persona } = await bobOn(browser, testInfo, brand.id);
    const site = (await apiJson(page, '/api/settings.php')).settings.name as string;

    // Search: one mask per fictional card of the page the API gives (earlier journeys change
    // which members the first page holds).
    const search = await apiJson(page, '/api/members.php');
    await expectMaskPerFictionalCard(
      page,
      '/members',
      fictionalCount([...search.members, ...search.similar]),
    );
    await expectNoAxeViolations(page);
    expect(await overflowFindings(page, `${brand.id}: search cards`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${brand.id}-cards.png`) });

    // Likes, match finder, chat list: one mask per fictional profile the API lists.
    const likes = await apiJson(page, '/api/likes.php');
    const received = (likes.liked_by as { id: number }[]).map((l) => l.id);
    const byId = new Map((likes.profiles as Card[]).map((p) => [p.id, p]));
    await expectMaskPerFictionalCard(
      page,
      '/likes',
      fictionalCount(received.flatMap((id) => byId.get(id) ?? [])),
    );
    const finder = await apiJson(page, '/api/match-finder.php');
    await expectMaskPerFictionalCard(page, '/match-finder', fictionalCount(finder.matches));
    const chats = await apiJson(page, '/api/chats.php');
    await expectMaskPerFictionalCard(
      page,
      '/chats',
      fictionalCount((chats.chats as { profile: Card }[]).map((c) => c.profile)),
    );

    // The swipe game: its top card carries the mask when it is a fictional profile.
    const swipe = await apiJson(page, '/api/swipe.php');
    if (swipe.remaining > 0 && swipe.profiles.length > 0) {
      await page.goto('/swipe-game');
      await expect(page.getByTestId('swipe-top').getByRole('img', { name: 'Fictional profile' })).toHaveCount(
        swipe.profiles[0].fictional ? 1 : 0,
      );
    }

    // The profile: the notice under the name.
    await page.goto(`/members/${persona.id}`);
    await expect(page.getByText(/Fictional profile: This profile is fictional/)).toBeVisible();

    // A new conversation: the header's mask, the chat box's notice, and the staff notice.
    const chat = await apiJson(page, `/api/chat.php?profile=${persona.id}`);
    await page.goto(`/members/${persona.id}/chat`);
    await expectDisclosedInChat(page);
    if (chat.conversation === null) {
      await expect(
        page.getByText(`Some profiles on ${site} are fictional and run by the site’s staff`, {
          exact: false,
        }),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);
    expect(await overflowFindings(page, `${brand.id}: first message screen`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${brand.id}-first-message.png`) });
    await context.close();
  }
});

test.describe('a new member', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('is told on the first message screen that some profiles are run by the staff, and confirms it before the first purchase', async ({
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expectFailedRequest(422, '/credits/p0/visa');
    await dismissEntryWarning(context, SIGNUP_HOST);
    await fillStepZero(page, unique('disclosure'), 'Disclosed');
    const persona = await searchMember(page, true);
    await page.goto(`/members/${persona.id}/chat`);
    await expect(
      page.getByText(/Some profiles on .* are fictional and run by the site’s staff/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The first purchase: refused until the member confirms, then asked no more.
    await page.goto('/credits/p0/visa');
    const box = page.getByRole('checkbox', { name: DISCLOSURE_CHECKBOX });
    await expect(box).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(
      page
        .getByText('Please confirm that you have read that some profiles are run by the site’s staff.')
        .first(),
    ).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('disclosure-required.png'), fullPage: true });
    await box.check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    await page.goto('/credits/p0/visa');
    await expect(page.getByRole('checkbox', { name: DISCLOSURE_CHECKBOX })).toHaveCount(0);
  });
});
