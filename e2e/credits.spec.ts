/**
 * Issue 8 journeys: a new member buys credits through the sandbox provider's hosted checkout —
 * iDEAL at 25 % off on the Dutch domain, discount code errors, a stored card whose repeat order
 * is declined and PayPal instead, a pending payment that completes while the member watches —
 * and the welcome time bonus.
 */
import { OUTBOX, apiJson, fillStepZero, memberWithPremiumPhoto, unique } from './support/accounts.ts';
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expectNoAxeViolations,
  expect,
  test,
} from './support/fixtures.ts';

test.use({ baseURL: SIGNUP_BASE });

/** The Dutch domain of the signup brand (nl.herflame.localhost): euros and iDEAL, read in English. */
const NL_HOST = `nl.${SIGNUP_HOST}`;
const NL_BASE = SIGNUP_BASE.replace(SIGNUP_HOST, NL_HOST);

test.describe('on the Dutch domain', () => {
  test.use({ baseURL: NL_BASE });

  test('a new member buys the popular bundle with iDEAL at 25 % off, repeats an order, and pays with PayPal when a stored card fails', async ({
    page,
    context,
  }) => {
    test.slow();
    await dismissEntryWarning(context, NL_HOST);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', domain: NL_HOST, path: '/' }]);
    await page.goto('/');
    await fillStepZero(page, unique('ideal'), 'Ideal');
    await page.goto('/members');
    await expect(page.getByText('Welcome bonus: 25% off your first credits, ends in')).toBeVisible();
    const model = await memberWithPremiumPhoto(page);
    await page.goto(`/members/${model.id}`);
    const locked = page.getByRole('button', { name: 'Premium members see this photo' });
    await expect(locked.first()).toBeVisible();

    // The popular bundle with iDEAL; two codes that cannot be used first.
    await page.getByRole('banner').getByRole('link', { name: 'Get Premium' }).click();
    const popular = page.getByRole('article').filter({ hasText: 'Most popular' });
    await popular.getByRole('link', { name: /^Choose / }).click();
    await page.getByRole('radio', { name: /iDEAL/ }).check();
    const code = page.getByLabel('Discount code');
    await code.fill('NOPE');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText('Code not found')).toBeVisible();
    await code.fill('usedup');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText('Code already used')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
    await expect(page.getByText(/^Welcome bonus \(25%\): −€/)).toBeVisible();
    const total = (await page.getByText(/^Total: /).textContent())!.replace('Total: ', '');
    // A first purchase: the member confirms having read that some profiles are run by the staff (issue 22).
    await page.getByRole('checkbox', { name: /some profiles on .* are fictional/ }).check();
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    // The sandbox provider's checkout: the tester answers "paid".
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    await expect(page.getByText(`${total} with iDEAL`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText(/^Payment completed: \d+ credits added\.$/)).toBeVisible();
    const receipt = page.getByRole('heading', { name: 'Receipt' });
    await expect(receipt).toBeVisible();
    await expect(page.getByText('Total paid')).toBeVisible();
    await expect(page.getByText('Discount TIMEBONUS25')).toBeVisible();
    await expectNoAxeViolations(page);
    const { user } = await apiJson(page, '/api/user.php');
    expect(user.paid_user).toBe(true);
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${user.credits} credits` }),
    ).toBeVisible();
    await page.goto(`/members/${model.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
    await expect(locked).toHaveCount(0);

    // A card the provider keeps, and the same bundle again in one click.
    await page.goto('/credits/p0/visa');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText(/^Payment completed/)).toBeVisible();
    await page.goto('/credits/repeat-order');
    await expect(page.getByText(/paid with your Visa •••• 4242/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Pay .* now$/ }).click();
    await expect(page.getByText(/^Payment completed/)).toBeVisible();

    // A second card, which the bank declines when it is charged again.
    await page.goto('/credits/p0/mastercard');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByLabel('Test card').selectOption('0341');
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText(/^Payment completed/)).toBeVisible();
    await page.goto('/credits/repeat-order');
    await expect(page.getByText(/paid with your Mastercard •••• 0341/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay .* now$/ }).click();
    await expect(page.getByText('Credit card payment failed')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByText(/^Payment completed/)).toBeVisible();

    // Every payment is listed, the declined one too.
    await page.goto('/transactions');
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(6);
    await expect(rows.filter({ hasText: 'failed' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'completed' })).toHaveCount(5);
    await expect(rows.filter({ hasText: 'iDEAL' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Mastercard' })).toHaveCount(2);
  });
  test('a new member pays by direct debit, confirming with the code from the text message', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Empty fields, a wrong IBAN and a wrong code, on purpose.
    consoleErrors.expectFailedRequest(400, '/directdebit');
    await dismissEntryWarning(context, NL_HOST);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', domain: NL_HOST, path: '/' }]);
    await page.goto('/');
    await fillStepZero(page, unique('debit'), 'Debit');
    await page.goto('/credits/p0/sepa_direct_debit');
    await page.getByRole('checkbox', { name: /some profiles on .* are fictional/ }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by direct debit' })).toBeVisible();
    await page.getByRole('button', { name: 'Send me the code' }).click();
    await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
    await page.getByLabel('Account holder').fill('A. de Vries');
    await page.getByLabel('IBAN').fill('NL92 ABNA 0417 1643 00');
    await page.getByLabel('Street and house number').fill('Keizersgracht 1');
    await page.getByLabel('Postcode').fill('1015 CJ');
    await page.getByLabel('City').fill('Amsterdam');
    const mobile = `0612${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send me the code' }).click();
    await expect(page.getByText('This IBAN is not valid.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByRole('button', { name: 'Send me the code' }).click();
    await expect(page.getByText(/^We sent a code to \+31 •••• \d{4}\./)).toBeVisible();

    // The code arrives by text message (the outbox of the demo network).
    const outbox = await context.newPage();
    await outbox.goto(OUTBOX);
    const text = await outbox
      .getByRole('row')
      .filter({ hasText: `+31${mobile.slice(1)}` })
      .first()
      .textContent();
    await outbox.close();
    const code = /\b(\d{6})\b/.exec(text!)![1]!;

    const field = page.getByLabel('Code from the text message');
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm the direct debit' }).click();
    await expect(page.getByText('Code invalid. Tries left: 4')).toBeVisible();
    await expectNoAxeViolations(page);
    await field.fill(code);
    await page.getByRole('button', { name: 'Confirm the direct debit' }).click();
    await expect(page.getByText(/^Payment completed: \d+ credits added\.$/)).toBeVisible();
    await expect(page.getByText('SEPA Direct Debit', { exact: true })).toBeVisible();
  });
});

test('a pending payment shows as processing and completes on the page when the provider confirms', async ({
  page,
}) => {
  await dismissEntryWarning(page.context(), SIGNUP_HOST);
  await fillStepZero(page, unique('pending'), 'Pending');
  await page.goto('/credits/p0/wire_transfer');
  await page.getByRole('checkbox', { name: /some profiles on .* are fictional/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel("The provider's answer").selectOption('pending');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Your payment is being processed.', { exact: false })).toBeVisible();
  // The bank confirms later, at the provider: the open result page picks it up by itself.
  const checkout = await page.getByRole('link', { name: 'Back to the payment page' }).getAttribute('href');
  const other = await page.context().newPage();
  await other.goto(checkout!);
  await other.getByRole('button', { name: 'Send the answer' }).click();
  // Closing the tab while the answer is still on its way would cancel it: wait for its result.
  await expect(other.getByText(/^Payment completed/)).toBeVisible();
  await other.close();
  // Back on the first tab, as the member would be: it looks again when it becomes visible.
  await page.bringToFront();
  await expect(page.getByText(/^Payment completed/)).toBeVisible();
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
