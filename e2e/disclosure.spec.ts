/**
 * Issue 18, member side (ADR 0057): a fictional profile is disclosed on the profile and in the
 * chat box — the mask and the site's notice — on every brand; it does not show online when no
 * operator writes as it; and "Is this a real person?" in the chat menu answers at once and
 * truthfully: run by the site's staff for a fictional profile, a member's own profile (with what
 * the site checks) otherwise.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiJson, searchMember } from './support/accounts.ts';
import {
  BOB,
  type Page,
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
    const host = `${brand.id}.localhost`;
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      baseURL: `http://${host}:${PORT}`,
    });
    await dismissEntryWarning(context, host);
    const page = await context.newPage();
    await logIn(page, `bob@${brand.id}.demo`);
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    const persona = await searchMember(page, true);
    await page.goto(`/members/${persona.id}/chat`);
    await expectDisclosedInChat(page);
    expect(await overflowFindings(page, `${brand.id}: chat with a fictional profile`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${brand.id}-chat.png`) });
    await context.close();
  }
});
