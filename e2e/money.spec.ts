/**
 * Issue 22 point 4 (ADR 0087), money shown honestly: the price of the next message beside the
 * send button before sending — free while a free conversation lasts, then credits and money — the
 * monthly spending cap on /credits (a plain form, without JavaScript), a checkout above it refused
 * before the member leaves for the provider, and the discreet statement descriptor before paying.
 * Axe and the overflow check need the page's JavaScript: they run on the same screens in the first
 * journey.
 */
import { DISCLOSURE_CHECKBOX, fillStepZero, searchMember, unique } from './support/accounts.ts';
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  test,
} from './support/fixtures.ts';
import { overflowFindings } from './support/overflow.ts';

test.use({ baseURL: SIGNUP_BASE });

test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context, SIGNUP_HOST);
});

test('the price of the next message shows beside the send button before sending', async ({
  page,
}, testInfo) => {
  await fillStepZero(page, unique('price'), 'Pricey');
  const persona = await searchMember(page, true);
  await page.goto(`/members/${persona.id}/chat`);
  const send = page.getByRole('button', { name: 'Send', exact: true });
  // A free member's first message into a new conversation is free.
  await expect(page.getByTestId('next-message-price')).toHaveText('Next message: free');
  await expect(send).toHaveAccessibleDescription('Next message: free');
  // The photo and gift buttons say their price in money too.
  await expect(page.getByRole('button', { name: /^Send a photo \(\d+ credits?\) · .*\d/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send a gift \(\d+ credits?\) · .*\d/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await overflowFindings(page, 'the chat with the price')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('price-free.png') });

  await page.getByLabel(`Your message to ${persona.name}`).fill('Hello there');
  await send.click();
  await expect(page.getByRole('log').getByText('Hello there')).toBeVisible();
  // The next one costs credits, said in the site's money as well.
  await expect(page.getByTestId('next-message-price')).toHaveText(/^Next message: \d+ credits? \(.*\d.*\)$/);
  await page.screenshot({ path: testInfo.outputPath('price-credits.png') });

  // The spending cap's form and the descriptor on /credits, and the pay page: accessible, no sideways scroll.
  await page.goto('/credits');
  await expect(page.getByRole('heading', { name: 'Monthly spending limit' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await overflowFindings(page, 'the spending cap')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('credits-cap.png'), fullPage: true });
  await page.goto('/credits/p0/visa');
  await expect(page.getByRole('checkbox', { name: DISCLOSURE_CHECKBOX })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await overflowFindings(page, 'the pay page')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('pay-page.png'), fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a member sets a monthly spending cap and a checkout above it is refused before paying', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.expectFailedRequest(400, '/credits');
    consoleErrors.expectFailedRequest(422, '/credits/p1/visa');
    await page.goto('/');
    await fillStepZero(page, unique('capped'), 'Capped');
    await page.goto('/credits');
    await expect(
      page.getByText(/^This will appear on your card statement as “[A-Z0-9 .*-]+”\.$/),
    ).toBeVisible();
    await expect(
      page.getByText(/^This will appear on your card statement as “.*(Velvet|Flame|date)/i),
    ).toHaveCount(0);
    await expect(page.getByText('You have no limit.', { exact: false })).toBeVisible();

    // Bad input: a field error, nothing saved.
    const field = page.getByLabel(/^Limit per month in /);
    await field.fill('lots');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('This value is not valid.')).toBeVisible();
    await expect(page.getByLabel(/^Limit per month in /)).toHaveAttribute('aria-invalid', 'true');

    // A cap of 20: saved at once.
    await page.getByLabel(/^Limit per month in /).fill('20');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('Your limit is saved.')).toBeVisible();
    await expect(page.getByText(/Your limit: .*20.* per month\./)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('spending-cap.png'), fullPage: true });

    // The 55-credit bundle costs more than 20: refused with the reason, still on the site.
    await page.goto('/credits/p1/visa');
    await expect(page.getByText(/^This will appear on your card statement as “/)).toBeVisible();
    await expect(
      page.getByText(/^Your monthly limit is .*20.*; you can still spend .*20.* this month\.$/),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: DISCLOSURE_CHECKBOX }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(
      page.getByText(/^This purchase would take you above your monthly spending limit of 20\.00 /),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/credits\/p1\/visa$/);
    await page.screenshot({ path: testInfo.outputPath('cap-refused.png'), fullPage: true });

    // Raised: it waits out the cooling-off day; the lower cap still holds.
    await page.goto('/credits');
    await page.getByLabel(/^Limit per month in /).fill('100');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText(/^Your new limit of .*100.* applies from /)).toBeVisible();
    await expect(page.getByText(/Your limit: .*20.* per month\./)).toBeVisible();
  });
});
