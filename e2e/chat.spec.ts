/**
 * Issue 7 journeys: two members in two browsers — a first message in a free conversation, the
 * reply, live arrival with the typing indicator, the unread badge and the title count, read
 * state, running out of credits and the buy prompt, removing a chat from the list and from the
 * chat screen, the offline notice; and a
 * premium member whose credits go down with a gift and a photo.
 */
import { join } from 'node:path';
import { apiJson, followMailLink, freshPair, unique } from './support/accounts.ts';
import {
  ALICE,
  BOB,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  type Page,
  expect,
  test,
} from './support/fixtures.ts';

const PORTRAIT = join(import.meta.dirname, 'support', 'portrait.png');

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context);
});

const composer = (page: Page, name: string) => page.getByLabel(`Your message to ${name}`);
/** The credits the chat header shows ("114 credits"). */
async function creditsShown(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/\d+ credits?$/)
    .textContent();
  return Number(text!.match(/\d+/)![0]);
}

test.describe('two new members', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('a free first message, a live reply with typing, badges, read state, no credits left, remove, offline', async ({
    page,
    browser,
  }) => {
    const { ids, pages, close } = await freshPair(page, browser, ['Writer', 'Reader']);
    const [writer, reader] = pages;

    // The writer opens a chat from the reader's profile: the first conversation is free.
    await writer.goto(`/members/${ids[1]}`);
    await writer.getByRole('link', { name: 'Send Reader a message' }).click();
    await expect(writer).toHaveURL(new RegExp(`/members/${ids[1]}/chat$`));
    await expect(writer.getByText('This conversation is free')).toBeVisible();
    await writer.getByRole('button', { name: 'Suggest an opening line' }).click();
    const ice = writer.getByRole('dialog', { name: 'Need an icebreaker?' });
    await expect(ice).toBeVisible();
    await expectNoAxeViolations(writer);
    await ice.getByRole('button', { name: /how was your weekend/ }).click();
    await expect(composer(writer, 'Reader')).toHaveValue('Hi Reader, how was your weekend? Anything fun?');
    await expect(writer.getByText('46 / 1000')).toBeVisible();
    await writer.getByRole('button', { name: 'Send', exact: true }).click();
    const log = writer.getByRole('log', { name: 'Messages with Reader' });
    await expect(log.getByText('Hi Reader, how was your weekend? Anything fun?')).toBeVisible();
    await expect(log.getByText(/Sent$/)).toBeVisible();

    // The reader sees the unread badge and the count in the title, then opens the chat.
    await reader.goto('/members');
    await expect(reader.getByRole('link', { name: 'Messages' })).toContainText('1');
    await expect(reader).toHaveTitle(/^\(1\) /);
    await reader.getByRole('link', { name: 'Messages' }).click();
    await expect(reader).toHaveURL(/\/chats$/);
    // The address changes before the list replaces the search page, whose cards may show a Writer too.
    await expect(reader.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(reader.getByRole('link', { name: /Writer/ })).toContainText('how was your weekend');
    await expectNoAxeViolations(reader);
    await reader.getByRole('link', { name: /Writer/ }).click();
    await expect(reader.getByRole('log')).toContainText('how was your weekend');
    // The writer has the site open: the reader sees them online.
    await expect(reader.getByRole('img', { name: 'Writer is online' })).toBeVisible();
    // The writer's message turns to read without a reload.
    await expect(log.getByText(/Read$/)).toBeVisible();

    // Offline: a notice, and sending is paused until the connection is back.
    await reader.context().setOffline(true);
    await expect(reader.getByText('You are offline.')).toBeVisible();
    await expect(composer(reader, 'Writer')).toBeDisabled();
    await reader.context().setOffline(false);
    await expect(reader.getByText('You are offline.')).toHaveCount(0);
    await expect(composer(reader, 'Writer')).toBeEnabled();

    // Typing shows live on the other side, and the reply arrives without a reload.
    await composer(reader, 'Writer').fill('Lovely, I went hiking.');
    await expect(writer.getByText('Reader is typing…')).toBeVisible();
    await reader.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log.getByText('Lovely, I went hiking.')).toBeVisible();
    await expect(writer.getByText('Reader is typing…')).toHaveCount(0);

    // The free conversation is used and a new member has no credits: the buy prompt shows.
    await expect(writer.getByText('You need 1 credit to send a message')).toBeVisible();
    await expect(writer.getByText('Buy a credit bundle to go on chatting')).toBeVisible();
    await expect(writer.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await expect(composer(writer, 'Reader')).toBeDisabled();
    await expectNoAxeViolations(writer);

    // Removing the chat takes it off the list at once and for good.
    await writer.goto('/chats');
    await writer.getByRole('button', { name: 'Remove the chat with Reader' }).click();
    await expect(writer.getByText('No conversations yet')).toBeVisible();
    await writer.reload();
    await expect(writer.getByText('No conversations yet')).toBeVisible();
    expect((await apiJson(writer, '/api/chats.php')).chats).toEqual([]);

    // The reader removes the chat from the chat screen itself, after confirming.
    await reader.getByRole('button', { name: 'Remove chat' }).click();
    const confirm = reader.getByRole('dialog', { name: 'Remove the chat with Writer?' });
    await expect(confirm).toContainText('Writer keeps their copy');
    await expectNoAxeViolations(reader);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(reader).toHaveURL(/\/chats$/);
    await expect(
      reader.getByRole('status').filter({ hasText: 'The chat with Writer was removed.' }),
    ).toBeVisible();
    await expect(reader.getByText('No conversations yet')).toBeVisible();
    await expectNoAxeViolations(reader);
    await expect.poll(async () => (await apiJson(reader, '/api/chats.php')).chats).toEqual([]);
    await reader.reload();
    await expect(reader.getByText('No conversations yet')).toBeVisible();
    await close();
  });
});

test.describe('a visitor writing from a profile', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('signs up with a first message, which waits for the e-mail confirmation and then arrives', async ({
    page,
    browser,
  }) => {
    await dismissEntryWarning(page.context(), SIGNUP_HOST);
    const member = await browser.newContext({ baseURL: SIGNUP_BASE });
    await dismissEntryWarning(member, SIGNUP_HOST);
    const bob = await member.newPage();
    await logIn(bob, 'bob@herflame.demo');
    await expect(bob).toHaveURL(/\/members/);
    const bobId = (await apiJson(bob, '/api/user.php')).user.id as number;

    await page.goto(`/members/${bobId}`);
    await page.getByRole('link', { name: 'New here? Write to Bob' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Write to Bob' })).toBeVisible();
    await expectNoAxeViolations(page);
    const email = unique('newcomer');
    // Bob is shared by runs and projects: this run's message is told apart by its address.
    const text = `Hi Bob, I just joined to write to you! (${email.split('@')[0]})`;
    await page.getByLabel('Your first message to Bob').fill(text);
    await page.getByLabel('I am', { exact: true }).selectOption('female');
    await page.getByLabel('I am looking for').selectOption('male');
    await page.getByLabel('Username').fill('Newcomer');
    await page.getByLabel(/Date of birth/).fill('1990-02-03');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('my-secret-pass');
    await page.getByLabel(/accept the terms/).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();

    // Held until the e-mail is confirmed: the writer sees it waiting, Bob sees nothing yet.
    await page.goto(`/members/${bobId}/chat`);
    await expect(page.getByRole('log')).toContainText(text);
    await expect(page.getByRole('log').getByText(/Held until you confirm your e-mail/)).toBeVisible();
    await bob.goto('/chats');
    await expect(bob.getByRole('main')).not.toContainText(text);

    await followMailLink(page, email);
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
    await bob.reload();
    await expect(bob.getByRole('main').getByText(text)).toBeVisible();
    await member.close();
  });
});

test('a premium member sends a gift and a photo, and the credits go down', async ({ page }) => {
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members/);
  const { members } = await apiJson(page, '/api/members.php');
  const target = members[0] as { id: number; name: string };
  await page.goto(`/members/${target.id}`);
  await page.getByRole('link', { name: `Send ${target.name} a gift` }).click();
  const picker = page.getByRole('dialog', { name: `Send ${target.name} a gift` });
  await expect(picker).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await creditsShown(page);
  await picker.getByRole('button', { name: /Teddy bear/ }).click();
  await expect(page.getByRole('log').getByText('Teddy bear').last()).toBeVisible();
  await expect.poll(() => creditsShown(page)).toBe(before - 5);
  await page.locator('input[type="file"]').setInputFiles(PORTRAIT);
  await expect(page.getByRole('log').getByRole('img', { name: 'Photo you sent' }).last()).toBeVisible();
  await expect.poll(() => creditsShown(page)).toBe(before - 8);
  await expectNoAxeViolations(page);
});

test('removing a chat from the chat screen that the server refuses brings it back with an alert', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(503, '/api/chat.php'); // the refusal this journey stages
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members/);
  const { members } = await apiJson(page, '/api/members.php');
  const target = members[1] as { id: number; name: string };
  await page.goto(`/members/${target.id}/chat`);
  // Bob keeps this chat (the removal fails), so each run writes its own line.
  const line = `Shall we talk? ${Date.now().toString(36)}`;
  await composer(page, target.name).fill(line);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('log').getByText(line)).toBeVisible();
  await page.route('**/api/chat.php', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"error_occurred"}}',
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Remove chat' }).click();
  await page
    .getByRole('dialog', { name: `Remove the chat with ${target.name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByRole('alert')).toHaveText(/The chat could not be removed/);
  await expect(page.getByRole('link', { name: new RegExp(target.name) })).toContainText(line);
  await expectNoAxeViolations(page);
});

test('the service worker (version 2) shows a pushed message, tells the page, and the push alert invites', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members/);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${baseURL}/sw.js`);
  const alert = page.getByText('Get a notification when someone writes to you');
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);

  // DevTools' "push" button: delivers a push event to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const found = e.registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  // The page's listener is in place before the push is delivered (no race with the worker).
  await page.evaluate(() => {
    const w = window as unknown as { pushMessages: unknown[] };
    w.pushMessages = [];
    navigator.serviceWorker.addEventListener('message', (e) => w.pushMessages.push(e.data));
    navigator.serviceWorker.startMessages();
  });
  const payload = {
    title: 'New message from Bob',
    body: 'Hi Alice!',
    url: '/chats',
    tag: 'conversation-e2e',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages))
    .toContainEqual({ type: 'push', version: 2, payload });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]),
      ),
    )
    .toContainEqual(['New message from Bob', 'Hi Alice!']);

  // "Not now" stores the dismissal: the invitation stays away on the next page.
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(alert).toHaveCount(0);
  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
