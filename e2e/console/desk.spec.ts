/**
 * The chat desk (issue 18 points 2–4): a member writes to a persona and the message appears on an
 * operator's open desk without a reload; the operator claims it and answers as the persona, and
 * the member, in another browser, sees the reply arrive live with the fictional marker. Two
 * operators racing for one conversation: exactly one gets it, the other sees it taken.
 */
import {
  BOB,
  DEMO_PASSWORD,
  type BrowserContext,
  dismissEntryWarning,
  expectNoAxeViolations,
  expect,
  test,
  type Page,
} from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, OLIVIA, OSCAR, loginAsStaff } from './support.ts';

const BASE = `http://velvet.localhost:${process.env.E2E_PORT ?? 3199}`;

/** A persona the member can write to: the first fictional member of the search (personas all are). */
async function somePersona(member: Page, skip = 0): Promise<{ id: number; name: string }> {
  // From the member's page: Node does not resolve *.localhost, the browser does.
  const body = (await member.evaluate(async () => (await fetch('/api/members.php')).json())) as {
    members: { id: number; name: string; fictional: boolean }[];
  };
  const found = body.members.filter((m) => m.fictional)[skip];
  if (!found) throw new Error('no persona in the demo search');
  return found;
}

async function writeTo(member: Page, persona: { id: number; name: string }, text: string) {
  await member.goto(`${BASE}/members/${persona.id}/chat`);
  const box = member.getByLabel(`Your message to ${persona.name}`);
  await box.fill(text);
  await member.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(member.getByRole('log').getByText(text, { exact: true })).toBeVisible();
}

/** The member logs in on the brand site (the console projects' base URL is the console host). */
async function memberPage(context: BrowserContext) {
  await dismissEntryWarning(context);
  const member = await context.newPage();
  await member.goto(`${BASE}/login`);
  await member.getByLabel(/e-?mail/i).fill(BOB);
  await member.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await member.getByRole('button', { name: /log in/i }).click();
  await expect(member).not.toHaveURL(/\/login/);
  return member;
}

const item = (desk: Page, text: string) => desk.locator('li[data-conversation]', { hasText: text });

test('a member’s message reaches the desk live; the operator claims and answers; the member sees it live', async ({
  page,
  browser,
}, info) => {
  test.slow();
  await loginAsStaff(page, OLIVIA);
  await page.goto(`${CONSOLE_BASE}/desk`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat desk' })).toBeVisible();
  await expectNoAxeViolations(page);

  const memberContext = await browser.newContext();
  const member = await memberPage(memberContext);
  const persona = await somePersona(member);
  const text = `Hello ${persona.name}, desk journey ${info.project.name} ${Date.now()}`;
  await writeTo(member, persona, text);

  // On the desk without a reload.
  const waiting = item(page, text);
  await expect(waiting).toBeVisible();
  await page.screenshot({ path: `test-results/desk-queue-${info.project.name}.png`, fullPage: true });
  await waiting.getByRole('button', { name: /^Claim the conversation with Bob/ }).click();
  await expect(page).toHaveURL(/\/desk\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bob with ${persona.name}` })).toBeVisible();
  await expect(page.locator('ol').getByText(text)).toBeVisible();
  await expectNoAxeViolations(page);

  // A note, then the reply by keyboard.
  await page.getByLabel('New note').fill('Asked about the weekend.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Asked about the weekend.', { exact: true })).toBeVisible();
  const reply = `Hi Bob! Lovely to hear from you (${Date.now()})`;
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(reply);
  await box.press('Control+Enter');
  await expect(box).toHaveValue('');
  await expect(page.getByText(reply)).toBeVisible();
  await page.screenshot({ path: `test-results/desk-conversation-${info.project.name}.png`, fullPage: true });

  // The member's open chat: the reply arrives live, the persona marked fictional.
  await expect(member.getByRole('log').getByText(reply, { exact: true })).toBeVisible();
  await expect(member.getByText('Fictional profile').first()).toBeVisible();

  // Released: back to the queue.
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page).toHaveURL(/\/desk$/);
  await page.goto(`${CONSOLE_BASE}/`);
  await expect(page.getByRole('heading', { name: /Operator statistics/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Olivia Operator' }).first()).toBeVisible();
  await page.screenshot({ path: `test-results/desk-home-${info.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await memberContext.close();

  // The audit log shows the operator's claim, note, reply and release.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsStaff(admin, ADMIN);
  for (const action of ['desk.claim', 'desk.note', 'desk.reply', 'desk.release']) {
    await admin.goto(`${CONSOLE_BASE}/audit?action=${action}`);
    await expect(
      admin.locator(`tr[data-action="${action}"]`, { hasText: 'Olivia Operator' }).first(),
    ).toBeVisible();
  }
  await adminContext.close();
});

test('two operators race for one conversation: exactly one gets it, the other sees it taken', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const memberContext = await browser.newContext();
  const member = await memberPage(memberContext);
  const persona = await somePersona(member, 1);
  const text = `Race ${info.project.name} ${Date.now()}`;
  await writeTo(member, persona, text);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginAsStaff(page, OLIVIA);
  await loginAsStaff(other, OSCAR);
  for (const desk of [page, other]) {
    await desk.goto(`${CONSOLE_BASE}/desk`);
    await expect(item(desk, text)).toBeVisible();
  }
  // Both click at once; the loser's form shows the refusal beside the queue.
  const buttons = [page, other].map((desk) => item(desk, text).getByRole('button', { name: /^Claim/ }));
  await Promise.all(buttons.map((b) => b.click()));
  const won = await Promise.all(
    // Each desk ends in one of two ways: the conversation opens, or the refusal shows. (Not
    // "network idle": the desk's live stream keeps a request open.)
    [page, other].map((desk) =>
      Promise.race([
        desk.waitForURL(/\/desk\/\d+$/, { timeout: 30_000 }).then(() => true),
        desk
          .getByRole('status')
          .getByText('Another operator has claimed this conversation.')
          .waitFor({ timeout: 30_000 })
          .then(() => false),
      ]),
    ),
  );
  expect(won.filter(Boolean)).toHaveLength(1);
  const loser = won[0] ? other : page;
  await expect(
    loser.getByRole('status').getByText('Another operator has claimed this conversation.'),
  ).toBeVisible();
  await expect(item(loser, text).getByText(/^Claimed by /)).toBeVisible();
  await expectNoAxeViolations(loser);
  const winner = won[0] ? page : other;
  await winner.getByRole('button', { name: 'Release' }).click();
  await expect(winner).toHaveURL(/\/desk$/);
  await otherContext.close();
  await memberContext.close();
});
