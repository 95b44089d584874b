/**
 * The members journey (issue 19 point 1): a member who just signed up is logged in in a browser
 * of their own; a support agent finds them by e-mail in the console, gives credits (the ledger
 * shows the row) and bans them with a reason. The member's next page is the ban page and the
 * login refuses them; after the unban they log in again. Axe clean on each console page.
 */
import { fillStepZero, unique } from '../support/accounts.ts';
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  logIn,
  test,
} from '../support/fixtures.ts';
import { SAM, loginAsStaff } from './support.ts';

const MEMBER_PASSWORD = 'my-secret-pass';

test('support bans a logged-in member, who sees the ban page and cannot log in until the unban', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The banned member's login is refused on purpose (403 on the login form's post).
  consoleErrors.expectFailedRequest(403, '/login');
  // The member signs up on the signup brand and stays logged in there.
  const memberContext = await browser.newContext({ baseURL: SIGNUP_BASE });
  await dismissEntryWarning(memberContext, SIGNUP_HOST);
  const member = await memberContext.newPage();
  const email = unique('banned');
  await fillStepZero(member, email, `Banme${Date.now().toString(36).slice(-4)}`);

  await loginAsStaff(page, SAM);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail, name or id').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByText('Not activated').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Credits: a refused change names the field and writes nothing; a good one shows in the ledger.
  const credits = page.getByRole('form', { name: 'Give or take credits', exact: true });
  const before = Number(await page.getByTestId('member-credits').textContent());
  await credits.getByLabel('Change').fill(String(-(before + 1)));
  await credits.getByLabel('Reason').fill('Testing the floor');
  await credits.getByRole('button', { name: 'Change credits' }).click();
  await expect(credits.getByText('The balance would fall below zero.')).toBeVisible();
  await expect(page.getByTestId('member-credits')).toHaveText(String(before));
  await credits.getByLabel('Change').fill('15');
  await credits.getByLabel('Reason').fill('Goodwill after a complaint');
  await credits.getByRole('button', { name: 'Change credits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The credits were changed.' })).toBeVisible();
  await expect(page.getByTestId('member-credits')).toHaveText(String(before + 15));
  const ledger = page.getByRole('region', { name: 'Credit ledger' }).first();
  await expect(ledger.getByRole('row').nth(1)).toContainText('+15');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Changed by staff');

  // The ban.
  const ban = page.getByRole('form', { name: 'Ban', exact: true });
  await ban.getByLabel('Reason').fill('Asked other members for money');
  await ban.getByRole('button', { name: 'Ban this member' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The member is banned and logged out everywhere.' }),
  ).toBeVisible();
  await expect(page.getByText(/Asked other members for money/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expect(page.getByText('No active sessions.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('member-banned.png'), fullPage: true });

  // The member's next page is the ban page; the login refuses them.
  await member.goto('/profile');
  await expect(member).toHaveURL(/\/pages\/ban$/);
  await expect(member.getByRole('heading', { name: 'Access ban', level: 1 })).toBeVisible();
  await logIn(member, email, MEMBER_PASSWORD);
  await expect(member.getByRole('alert')).toContainText('This account has been blocked.');

  // The unban restores the login.
  const unban = page.getByRole('form', { name: 'Lift the ban', exact: true });
  await unban.getByLabel('Reason').fill('Objection upheld');
  await unban.getByRole('button', { name: 'Lift the ban' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The ban is lifted; the member can log in again.' }),
  ).toBeVisible();
  await logIn(member, email, MEMBER_PASSWORD);
  await expect(member).not.toHaveURL(/\/login/);
  await expect(member.getByRole('button', { name: 'My account' })).toBeVisible();
  await memberContext.close();
});
