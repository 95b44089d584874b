/**
 * A member's refund request (issue 22 point 3, ADR 0086), on desktop and at 360 px: a new member
 * buys a bundle through the sandbox checkout, asks for a refund of it on /transactions (a plain
 * form) and sees it waiting; an admin approves it in the console's refund requests; the member
 * sees the request approved and the payment refunded, and the e-mail lands in /dev/mail.
 */
import { DISCLOSURE_CHECKBOX, OUTBOX, fillStepZero, unique } from './support/accounts.ts';
import { ADMIN, CONSOLE_BASE, loginAsStaff } from './console/support.ts';
import {
  expect,
  expectNoAxeViolations,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  test,
} from './support/fixtures.ts';

test('a member asks for a refund of an unused bundle; staff approve it; the member sees it and gets the e-mail', async ({
  browser,
}, info) => {
  test.slow();
  // The member's browser is the project's (desktop, or a phone 360 px wide).
  const { viewport, isMobile, hasTouch } = info.project.use;
  const memberContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL: SIGNUP_BASE });
  await dismissEntryWarning(memberContext, SIGNUP_HOST);
  await memberContext.addCookies([{ name: 'i18n_redirected', value: 'en', domain: SIGNUP_HOST, path: '/' }]);
  const member = await memberContext.newPage();
  const email = unique('refundask');
  await member.goto('/');
  await fillStepZero(member, email, 'Askerin');
  await member.goto('/credits/p0/visa');
  // A first purchase: the member confirms having read that some profiles are fictional (ADR 0087).
  await member.getByRole('checkbox', { name: DISCLOSURE_CHECKBOX }).check();
  await member.getByRole('button', { name: /^Pay / }).click();
  await member.getByRole('button', { name: 'Send the answer' }).click();
  await expect(member.getByText(/^Payment completed: \d+ credits added\.$/)).toBeVisible();
  const paymentId = /\/transactions\/(\d+)/.exec(member.url())![1]!;

  // The unused bundle offers the refund; asking is a plain form post.
  const ask = member.getByRole('button', { name: 'Ask for a refund' });
  await expect(member.getByRole('heading', { name: 'Refund', level: 2 })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.screenshot({ path: info.outputPath('refund-ask.png'), fullPage: true });
  await ask.click();
  await expect(member.getByText('Your refund request has been sent.')).toBeVisible();
  await expect(member.getByText(/^Refund requested on .+: waiting for our decision\.$/)).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expectNoAxeViolations(member);
  await member.screenshot({ path: info.outputPath('refund-pending.png'), fullPage: true });

  // An admin approves it in the console.
  const staffContext = await browser.newContext({
    baseURL: CONSOLE_BASE,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  await loginAsStaff(staff, ADMIN);
  await staff.goto(`${CONSOLE_BASE}/payments`);
  await staff.getByRole('link', { name: 'Refund requests' }).click();
  await expect(staff.getByRole('heading', { name: 'Refund requests', level: 1 })).toBeVisible();
  const card = staff.locator('section[data-refund-request]').filter({ hasText: email });
  await expect(card).toContainText(`Payment #${paymentId}`);
  await expectNoAxeViolations(staff);
  await card.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(staff.getByText('Confirm the refund first.')).toBeVisible();
  await staff
    .locator('section[data-refund-request]')
    .filter({ hasText: email })
    .getByLabel(/^Refund .+ through the payment provider$/)
    .check();
  await staff
    .locator('section[data-refund-request]')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Approve and refund' })
    .click();
  await expect(
    staff.getByRole('status').filter({ hasText: /approved: the payment was refunded/ }),
  ).toBeVisible();
  await staff.goto(`${CONSOLE_BASE}/payments/requests?status=approved`);
  await expect(staff.locator('section[data-refund-request]').filter({ hasText: email })).toContainText(
    'Approved',
  );
  await staff.screenshot({ path: info.outputPath('refund-approved-console.png'), fullPage: true });
  await staffContext.close();

  // The member sees the decision and the refund, and has the e-mail.
  await member.goto(`/transactions/${paymentId}`);
  await expect(member.getByText(/^Refund request approved on /)).toBeVisible();
  await expect(member.getByRole('status').filter({ hasText: 'went back to you' })).toBeVisible();
  await expectNoAxeViolations(member);
  await member.screenshot({ path: info.outputPath('refund-approved-member.png'), fullPage: true });
  await member.goto(OUTBOX);
  const mail = member.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your refund from' });
  await expect(mail.first()).toBeVisible();
  await memberContext.close();
});
