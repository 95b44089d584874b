/**
 * Issue 8 journeys (first part): a new member buys credits through the sandbox provider — a
 * declined payment and the retry with another method, then an approved one that makes them
 * premium with the bundle's credits in the navigation and in the chat.
 */
import { expect, test } from '@playwright/test';
import { apiJson, fillStepZero, unique } from './support/accounts.ts';
import { SIGNUP_BASE, SIGNUP_HOST, dismissEntryWarning, expectNoAxeViolations } from './support/fixtures.ts';

test.use({ baseURL: SIGNUP_BASE });

test('a new member is declined once, retries with another method and becomes premium', async ({ page }) => {
  await dismissEntryWarning(page.context(), SIGNUP_HOST);
  await fillStepZero(page, unique('buyer'), 'Buyer');
  await page.goto('/members');
  await page.getByRole('link', { name: 'Get Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByText('46% higher chance')).toBeVisible();
  await expectNoAxeViolations(page);
  const plus = page.getByRole('article', { name: 'Plus' });
  await expect(plus).toContainText('55 credits');
  await plus.getByRole('link', { name: 'Choose 55 credits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for 55 credits' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Declined first: the member is told and offered another try.
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expect(page.getByText('Payment failed or has been cancelled.')).toBeVisible();
  expect((await apiJson(page, '/api/user.php')).user).toMatchObject({ paid_user: false, credits: 0 });

  await page.getByRole('link', { name: /Try again/ }).click();
  await page.getByRole('radio', { name: /Visa/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(page.getByText('Payment completed: 55 credits added.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Premium at once: the navigation shows the credits instead of Get Premium.
  await expect(page.getByRole('banner').getByRole('link', { name: '55 credits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
  expect((await apiJson(page, '/api/user.php')).user).toMatchObject({ paid_user: true, credits: 55 });
  await page.goto('/transactions');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
});

test('a new member sees the welcome bonus tick, the modal after 40 s once, and 25 % off every bundle', async ({
  page,
}) => {
  await dismissEntryWarning(page.context(), SIGNUP_HOST);
  await page.clock.install();
  await fillStepZero(page, unique('bonus'), 'Bonus');
  await page.goto('/members');
  await expect(page.getByText('Welcome bonus: 25% off your first credits, ends in')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^03:5\d:\d\d$/);
  const modal = page.getByRole('dialog', { name: '25% off – act fast!' });
  await expect(modal).toHaveCount(0);
  await page.clock.fastForward('00:41');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('for your first 4 hours');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  // Dismissed for good: another page, another 41 s, no modal.
  await page.goto('/likes');
  await page.clock.fastForward('00:41');
  await expect(page.getByText('Welcome bonus: 25% off your first credits, ends in')).toBeVisible();
  await expect(modal).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Get Premium' }).click();
  await expect(page.getByText('Your 25% welcome bonus is applied to every bundle.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Plus' })).toContainText('Was ');
  await page.getByRole('article', { name: 'Plus' }).getByRole('link', { name: 'Choose 55 credits' }).click();
  await expect(page.getByText(/^Welcome bonus \(25%\): −/)).toBeVisible();
});
