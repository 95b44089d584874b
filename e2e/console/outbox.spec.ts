/**
 * The outbox and jobs in the console (issue 19 point 9): a member asks for a password reset on
 * the demo network, and the admin finds that very mail in the outbox with its state (kept: the
 * demo sends nothing out), filters by channel and state, then pauses and resumes a scheduled job
 * and runs one now — the page says it is due for the next scheduler round, not that it ran (the
 * journeys' server runs without the scheduler). Axe clean.
 */
import { BOB, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { ADMIN, loginAsStaff } from './support.ts';

const MEMBER_HOST = 'velvet.localhost';
const MEMBER_BASE = `http://${MEMBER_HOST}:${process.env.E2E_PORT ?? 3199}`;

test('the admin sees the mail the demo just sent, pauses and resumes a job and runs one now', async ({
  page,
  browser,
}) => {
  // The member, in a browser of their own, asks for a reset link.
  const memberContext = await browser.newContext();
  await memberContext.addCookies([
    { name: 'entry_warning_dismissed', value: String(Date.now()), domain: MEMBER_HOST, path: '/' },
    { name: 'i18n_redirected', value: 'en', domain: MEMBER_HOST, path: '/' },
    { name: 'cookie_consent', value: 'rejected:2026-01-01', domain: MEMBER_HOST, path: '/' },
  ]);
  const member = await memberContext.newPage();
  await member.goto(`${MEMBER_BASE}/login`);
  await member.getByRole('link', { name: 'Forgot your password?' }).click();
  await member.getByLabel('E-mail address').fill(BOB);
  await member.getByRole('button', { name: 'Send the link' }).click();
  await expect(member.getByText(`We sent a link to ${BOB}`)).toBeVisible();
  await memberContext.close();

  await loginAsStaff(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Outbox & jobs' })
    .click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText(/Demo mode: no SMTP server is set/)).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the outbox' });
  await filters.getByLabel('Channel').selectOption('email');
  await filters.getByLabel('State').selectOption('kept');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/channel=email/);
  const newest = page.getByRole('region', { name: 'E-mails and text messages' }).locator('tbody tr').first();
  await expect(newest).toContainText(BOB);
  await expect(newest).toContainText(/Reset your .* password/);
  await expect(newest).toContainText('Kept (not sent)');
  await expect(page.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
    'href',
    /\/outbox\.csv\?.*channel=email/,
  );
  await expectNoAxeViolations(page);

  // A date range that ends before it started is refused beside the field.
  await filters.getByLabel('From').fill('2026-02-02');
  await filters.getByLabel('Until').fill('2026-02-01');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(filters.getByText('The end date is before the start date.')).toBeVisible();

  await page.getByRole('link', { name: 'Scheduled jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Scheduled jobs', level: 1 })).toBeVisible();
  const retention = page.locator('tr[data-job="retention"]');
  await expect(retention).toContainText('Delete personal data past its retention period');
  await expect(retention).toContainText('Every 24 hours');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pause: Delete personal data past its retention period' }).click();
  await expect(page.getByRole('status')).toContainText('is paused: no server instance starts it');
  await expect(retention).toHaveAttribute('data-state', 'paused');
  await expect(retention.getByRole('button', { name: /^Run now/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Resume: Delete personal data past its retention period' }).click();
  await expect(page.getByRole('status')).toContainText('is resumed and runs on its schedule again');
  await expect(retention).not.toHaveAttribute('data-state', 'paused');

  await page.getByRole('button', { name: 'Run now: Weekly update mails' }).click();
  await expect(page.getByRole('status')).toContainText(
    '“Weekly update mails” is due now. It has not run yet: the next scheduler round',
  );
  await expect(page.locator('tr[data-job="weekly-update-mails"]')).toHaveAttribute('data-state', 'due');
  await expectNoAxeViolations(page);
});
