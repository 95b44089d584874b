/**
 * The public pricing page (spec §1, §2, §9; ADR 0033) and the signup details around it (spec §4,
 * §5): a visitor reaches /pricing from the footer on two brands, sees the four bundles with their
 * prices and the methods of their country with fees, and a bundle leads to signup with the
 * tracking kept; a member keeps the shop; an impossible date of birth opens a popup.
 */
import {
  BOB,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  expect,
  test,
} from './support/fixtures.ts';

const PORT = process.env.E2E_PORT ?? 3199;
const base = (host: string) => `http://${host}:${PORT}`;

/** Two brands in the currency of their domain. */
const SITES = [
  { host: 'velvet.localhost', money: '€\\s?\\d+[.,]\\d\\d' },
  { host: 'herflame.localhost', money: '£\\s?\\d+[.,]\\d\\d' },
];

for (const { host, money } of SITES) {
  test(`a visitor opens the prices from the footer on ${host} and a bundle leads to signup`, async ({
    page,
    context,
  }) => {
    await dismissEntryWarning(context, host);
    await page.goto(`${base(host)}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const bundles = page.getByRole('article');
    await expect(bundles).toHaveCount(4);
    await expect(bundles.filter({ hasText: 'Most popular' })).toHaveCount(1);
    for (const bundle of await bundles.all()) await expect(bundle).toContainText(new RegExp(money));
    await expect(page.getByText('New members get 25% off their first bundle')).toBeVisible();
    await expect(page.getByText('makes you premium at once')).toBeVisible();
    await expect(page.getByText('no subscription, nothing renews')).toBeVisible();
    await expect(page.getByText('within 14 days')).toBeVisible();
    const methods = page.getByRole('region', { name: 'Ways to pay in your country' });
    await expect(methods.getByText('PayPal', { exact: true })).toBeVisible();
    await expect(methods.getByText(new RegExp(`% \\+ ${money} fee`)).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A visitor who came from a partner keeps the partner's tracking into signup.
    await page.goto(`${base(host)}/pricing?network=aff1&ref=r9`);
    await bundles.filter({ hasText: 'Most popular' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/signup\?network=aff1&ref=r9$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for free' })).toBeVisible();
  });
}

test('a member on /pricing keeps the shop and pays for the bundle they choose', async ({ page, context }) => {
  await dismissEntryWarning(context);
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members/);
  await page.goto('/pricing');
  await expect(page.getByText(/You have \d+ credits?/)).toBeVisible();
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/credits\/p0$/);
});

test('an impossible date of birth opens a popup that closes by button and Escape', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/signup'); // the impossible date, on purpose
  await dismissEntryWarning(context, SIGNUP_HOST);
  await page.goto(`${SIGNUP_BASE}/signup`);
  const dob = page.getByLabel(/Date of birth/);
  // A date in the future cannot be a birth date: the server answers invalid_date_of_birth.
  await dob.fill('2099-02-28');
  await page.getByRole('button', { name: 'Create my account' }).click();
  const popup = page.getByRole('dialog', { name: 'Invalid date of birth' });
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(dob).toBeFocused();
  // The inline error stays beside the field.
  await expect(page.getByText('Invalid date of birth')).toBeVisible();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
  await dob.fill('1990-05-17');
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The other empty fields still answer, but the date is accepted now and no popup opens.
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await expect(page.getByText('Invalid date of birth')).toHaveCount(0);
  await expect(popup).toHaveCount(0);
});
