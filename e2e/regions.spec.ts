/**
 * Spec §9 journeys: the region is picked from the list of the chosen country (signup step 2 and
 * the profile), kept after a reload, follows a country change, works without JavaScript, and is
 * absent for a country without a region label.
 */
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expectNoAxeViolations,
  expect,
  test,
} from './support/fixtures.ts';
import { fillStepZero, unique } from './support/accounts.ts';

test.use({ baseURL: SIGNUP_BASE });
test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context, SIGNUP_HOST);
});

test('a member picks a country with regions, then a region, and sees it after a reload', async ({ page }) => {
  await fillStepZero(page, unique('region'), 'Regina');
  await page.getByRole('link', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Region').selectOption('Bayern');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByLabel('Country')).toHaveValue('DE');
  await expect(page.getByLabel('Region')).toHaveValue('Bayern');
  // The list follows the country: the Dutch provinces, and no German region chosen.
  await page.getByLabel('Country').selectOption('NL');
  await expect(page.getByLabel('Region')).toHaveValue('');
  await page.getByLabel('Region').selectOption('Utrecht');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  await expect(page.getByLabel('Region')).toHaveValue('Utrecht');
  await expectNoAxeViolations(page);

  // A country without a region label (kept from before the site listed it): no region field.
  const status = await page.evaluate(() =>
    fetch('/api/profile.php', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'BR' }),
    }).then((r) => r.status),
  );
  expect(status).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('BR');
  await expect(page.getByLabel('Region')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a country change re-renders the form with that country’s regions', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expectFailedRequest(400, '/profile'); // the German region for Austria, on purpose
    await fillStepZero(page, unique('nojs-region'), 'Nojs');
    await page.goto('/profile');
    // The region list on the page is the saved country's; a saved new country brings its own.
    await page.getByLabel('Country').selectOption('DE');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.getByLabel('Region').selectOption('Bayern');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Region')).toHaveValue('Bayern');

    // The list on the page is still the German one: the server refuses it for Austria and
    // sends the Austrian list back with the error, nothing saved meanwhile.
    await page.getByLabel('Country').selectOption('AT');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Country')).toHaveValue('AT');
    await expect(page.getByLabel('Region')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Choose a region of the country you picked.')).toBeVisible();
    await page.getByLabel('Region').selectOption('Tirol');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await expect(page.getByLabel('Region')).toHaveValue('Tirol');
  });
});
