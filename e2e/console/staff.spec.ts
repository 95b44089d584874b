/**
 * The console's staff journey (issue 18): the admin invites a support agent, who accepts in a
 * browser of their own and enrols the authenticator from the QR code; the admin changes the role
 * and disables them (their session ends); the audit log shows each step and filters; an operator
 * cannot open the admin pages. Axe clean, in English and Dutch.
 */
import { readFileSync } from 'node:fs';
import { followMailLink, unique } from '../support/accounts.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, enterTotp, loginAsStaff, OLIVIA } from './support.ts';

test('an admin invites, promotes and disables a staff member; the audit log shows it', async ({
  page,
  browser,
}) => {
  await page.goto(`${CONSOLE_BASE}/login`);
  await expectNoAxeViolations(page);
  await loginAsStaff(page, ADMIN);
  await expect(page.getByRole('heading', { name: /Welcome, Ada Admin/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The invitation.
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const email = unique('agent');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name').fill('Nina Newcomer');
  await page.getByLabel('Role', { exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  const row = page.locator(`tr[data-staff-email="${email}"]`);
  await expect(row).toContainText('Invited');
  await expectNoAxeViolations(page);

  // The invitee, in a browser of their own: the link, a password, the QR code, the code.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await followMailLink(invitee, email, /invitation/);
  await expect(invitee).toHaveURL(/console\.localhost:\d+\/invite\//);
  await expect(invitee.getByRole('heading', { name: 'Welcome, Nina Newcomer' })).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel('Password', { exact: true }).fill('nina-staff-password');
  await invitee.getByLabel('Password again').fill('nina-staff-password');
  await invitee.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(invitee.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(invitee.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(invitee);
  const secret = (await invitee.getByTestId('totp-secret').textContent())!.trim();
  await enterTotp(invitee, secret);
  await expect(invitee.getByRole('heading', { name: 'Welcome, Nina Newcomer' })).toBeVisible();
  await expect(invitee.getByText('You are signed in as: Support agent.')).toBeVisible();
  // Support reaches the back office's member work, neither staff nor audit: not in the navigation.
  await expect(invitee.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Home',
    'Members',
    'Photos',
    'Reports',
    'Payments',
  ]);

  // The admin gives them another role, then disables them: their session ends.
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByLabel('Role of Nina Newcomer').selectOption('operator');
  await row.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status')).toContainText(`The role of ${email} is changed`);
  await expect(row).toContainText('Chat operator');
  await row.getByRole('button', { name: 'Disable Nina Newcomer' }).click();
  await expect(page.getByRole('status')).toContainText(`${email} is disabled`);
  await expect(row).toContainText('Disabled');
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/login$/);
  await inviteeContext.close();

  // The audit log: every step, and the filter by action.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Audit log' });
  for (const action of [
    'Invited a staff member',
    'Accepted the invitation',
    'Changed a role',
    'Disabled a staff member',
  ]) {
    await expect(table.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await expect(table.locator('tr[data-action="staff.role"]').first()).toContainText('role: "support" → ');
  await expectNoAxeViolations(page);
  await page.getByLabel('Action').selectOption('staff.disable');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=staff\.disable/);
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  const actions = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
  expect(new Set(actions)).toEqual(new Set(['staff.disable']));
  // The same filters download as CSV.
  const exportLink = page.getByRole('link', { name: 'Export as CSV' });
  await expect(exportLink).toHaveAttribute('href', /^\/audit\.csv\?.*action=staff\.disable/);
  const download = page.waitForEvent('download');
  await exportLink.click();
  const lines = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines.length).toBe(actions.length + 1);
  expect(lines.slice(1).every((line) => line.includes(',staff.disable,'))).toBe(true);
  await page.getByLabel('Until').fill('2001-01-01');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();

  // In Dutch (the choice is kept on the staff member), then back.
  await page.getByLabel('Language').selectOption('nl');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Auditlogboek', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Medewerkers' }).click();
  await expect(page.getByRole('heading', { name: 'Medewerkers', level: 1 })).toBeVisible();
  await expect(row).toContainText('Uitgeschakeld');
  await expectNoAxeViolations(page);
  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('button', { name: 'Wijzigen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
});

test('an operator cannot open the staff and audit pages', async ({ page, consoleErrors }) => {
  consoleErrors.expectFailedRequest(403, '/staff');
  consoleErrors.expectFailedRequest(403, '/audit');
  await loginAsStaff(page, OLIVIA);
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff' }),
  ).toHaveCount(0);
  for (const path of ['/staff', '/audit']) {
    const response = await page.goto(`${CONSOLE_BASE}${path}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('the login refuses a wrong password beside the form, in Dutch too', async ({ page, consoleErrors }) => {
  consoleErrors.expectFailedRequest(401, '/login');
  await page.goto(`${CONSOLE_BASE}/login`);
  await page.getByLabel('Language').selectOption('nl');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(ADMIN);
  await page.getByLabel('Wachtwoord').fill('not-the-password');
  await page.getByRole('button', { name: 'Doorgaan' }).click();
  await expect(page.getByRole('alert')).toContainText('Het e-mailadres of wachtwoord klopt niet');
  await expectNoAxeViolations(page);
  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('button', { name: 'Wijzigen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
