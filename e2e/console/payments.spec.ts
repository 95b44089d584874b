/**
 * The refund journey (issue 19 point 4): a new member buys a bundle through the sandbox checkout;
 * an admin finds the payment in the console, sees the provider's event and refunds it with the
 * confirmation; the member's credits and premium go, and the member sees the refund on
 * /transactions in their own browser; the dashboard books the refund. Axe clean on each console page.
 */
import { apiJson, fillStepZero, unique, confirmDisclosureIfAsked } from '../support/accounts.ts';
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  test,
} from '../support/fixtures.ts';
import { ADMIN, loginAsStaff } from './support.ts';

test('an admin refunds a new member’s bundle; credits and premium go and the member sees the refund', async ({
  page,
  browser,
}) => {
  test.slow();
  // The member, in a browser of their own.
  const memberContext = await browser.newContext({ baseURL: SIGNUP_BASE });
  await dismissEntryWarning(memberContext, SIGNUP_HOST);
  await memberContext.addCookies([{ name: 'i18n_redirected', value: 'en', domain: SIGNUP_HOST, path: '/' }]);
  const member = await memberContext.newPage();
  const email = unique('refund');
  await member.goto('/');
  await fillStepZero(member, email, 'Refunda');
  await member.goto('/credits/p0/visa');
  await confirmDisclosureIfAsked(member);
  await member.getByRole('button', { name: /^Pay / }).click();
  await member.getByRole('button', { name: 'Send the answer' }).click();
  await expect(member.getByText(/^Payment completed: \d+ credits added\.$/)).toBeVisible();
  const paymentId = /\/transactions\/(\d+)/.exec(member.url())![1]!;
  const bought = (await apiJson(member, '/api/user.php')).user;
  expect(bought.paid_user).toBe(true);
  expect(bought.credits).toBeGreaterThan(0);

  // The admin finds it in the list, filtered to completed Visa payments.
  await loginAsStaff(page, ADMIN);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByLabel('Status').selectOption('completed');
  await page.getByLabel('Method').selectOption('visa');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/status=completed/);
  const row = page.locator(`tr[data-payment="${paymentId}"]`);
  await expect(row).toContainText(email);
  await expect(page.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
    'href',
    /\/payments\.csv\?.*method=visa/,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('payments-list.png'), fullPage: true });
  await row.getByRole('link', { name: `#${paymentId}` }).click();

  // The payment's page: the provider's event, then the refund with its confirmation.
  await expect(page.getByRole('heading', { name: `Payment #${paymentId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Provider events' })).toContainText('settled the payment');
  await expectNoAxeViolations(page);
  await page.getByLabel('Reason (kept in the audit log)').fill('The member asked within the refund period');
  await page.getByRole('button', { name: 'Refund payment' }).click();
  await expect(page.getByText('Confirm the refund first.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payment-refund-form.png'), fullPage: true });
  await expect(page.getByLabel('Reason (kept in the audit log)')).toHaveValue(
    'The member asked within the refund period',
  );
  await page.getByLabel('I confirm this refund').check();
  await page.getByRole('button', { name: 'Refund payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The payment was refunded' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Refunded', level: 2 })).toBeVisible();
  await expect(page.getByText('refunded', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('payment-refunded.png'), fullPage: true });

  // The dashboard books the refund on today's line of the member's brand (Her Flame), beside the revenue.
  await page.goto('/dashboard');
  const today = new Date().toISOString().slice(0, 10);
  const line = page.locator(`tr[data-day="${today}"][data-brand="herflame"]`);
  await expect(page.getByRole('columnheader', { name: 'Refunds' })).toBeVisible();
  await expect(line.getByRole('cell').nth(7)).not.toHaveText('—');

  // The member: no credits of it left, no premium, and the refund on /transactions.
  await member.goto('/transactions');
  const listed = member.getByRole('main').getByRole('listitem').filter({ hasText: 'refunded' });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('went back to you');
  const after = (await apiJson(member, '/api/user.php')).user;
  expect(after).toMatchObject({ paid_user: false, credits: 0 });
  await member.goto(`/transactions/${paymentId}`);
  await expect(member.getByRole('status').filter({ hasText: 'went back to you' })).toBeVisible();
  await memberContext.close();
});
