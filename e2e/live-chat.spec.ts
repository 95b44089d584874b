/**
 * Issue 15 point 2: two members with the same conversation open write to each other, typing
 * key by key (so typing, read and refresh events flow around every message). Every message
 * must show on both screens without a reload, in order, exactly once — also after the 25 s
 * keep-alive tick of the streams their previous pages had open (the exchange lasts longer).
 */
import { freshPair, confirmDisclosureIfAsked } from './support/accounts.ts';
import { SIGNUP_BASE, type Page, expect, test } from './support/fixtures.ts';

test.use({ baseURL: SIGNUP_BASE });

const MESSAGES = 20;

/** A bundle through the sandbox checkout, so a new member can write more than the free message. */
async function buyCredits(page: Page) {
  await page.goto('/credits/p1/visa');
  await confirmDisclosureIfAsked(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText(/^Payment completed: \d+ credits added\.$/)).toBeVisible();
}

/** The texts of this journey's messages in the open conversation, top to bottom. */
const linesIn = (page: Page) =>
  page
    .getByRole('log')
    .getByText(/^Line \d+ from /)
    .allTextContents();

test('twenty messages typed key by key arrive live on both screens, in order, exactly once', async ({
  page,
  browser,
}) => {
  test.slow();
  const { ids, pages, close } = await freshPair(page, browser, ['Ping', 'Pong']);
  const names = ['Ping', 'Pong'] as const;
  for (const p of pages) await buyCredits(p);

  // Both open the conversation with the other before it exists; the first message makes it.
  await pages[0].goto(`/members/${ids[1]}/chat`);
  await pages[1].goto(`/members/${ids[0]}/chat`);
  const sent: string[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const from = i % 2;
    const [writer, reader] = [pages[from], pages[1 - from]];
    const line = `Line ${i + 1} from ${names[from]}: how is your evening going?`;
    const box = writer.getByLabel(`Your message to ${names[1 - from]}`);
    await box.pressSequentially(line, { delay: 50 });
    await writer.getByRole('button', { name: 'Send', exact: true }).click();
    sent.push(line);
    await expect(box).toHaveValue('');
    await expect(writer.getByRole('log').getByText(line, { exact: true })).toBeVisible();
    await expect(reader.getByRole('log').getByText(line, { exact: true })).toBeVisible();
  }
  // Once every event and refresh has settled, both screens hold each message once, in order.
  for (const p of pages) await expect.poll(() => linesIn(p)).toEqual(sent);
  await close();
});
