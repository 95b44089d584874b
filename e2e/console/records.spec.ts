/**
 * Issue 22 points 6 and 7 in the console (ADRs 0088, 0089): an admin cannot switch a persona's
 * explicit media on without its 2257 performer record, keeps the record (a minor is refused
 * beside the field), then switches it on and off; an admin adds a country to a site's age checks
 * (previewed, saved). Axe clean.
 */
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, loginAsStaff } from './support.ts';

/** A site no other journey reads age checks on. */
const GOLDEN_SITE = 'goldengraces.example';

test('a persona’s 2257 record comes before its explicit media', async ({ page }, testInfo) => {
  const persona = 1;
  await loginAsStaff(page, ADMIN);
  await page.goto(`${CONSOLE_BASE}/personas/${persona}`);
  const records = page.getByRole('heading', { name: '2257 records and explicit media', level: 2 });
  await expect(records).toBeVisible();

  await page.getByRole('button', { name: 'Switch explicit media on' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "Keep this persona's 2257 performer record first" }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: '2257 records and explicit media' });
  await form.getByLabel('Legal name').fill('Jane Example');
  await form.getByLabel('Date of birth').fill('2010-01-01');
  await form.getByLabel('Issued by').fill('Kingdom of the Netherlands');
  await form.getByLabel('Document number').fill('X1234567');
  await form.getByLabel('Date of production').fill('2024-06-01');
  await form.getByLabel('Identification document').selectOption('passport');
  await form.getByRole('button', { name: 'Save the record' }).click();
  await expect(
    page.getByText('The performer must have been 18 or older on the production date.'),
  ).toBeVisible();
  await expect(form.getByLabel('Legal name')).toHaveValue('Jane Example');
  await expectNoAxeViolations(page);

  await form.getByLabel('Date of birth').fill('1995-04-02');
  await form.getByRole('button', { name: 'Save the record' }).click();
  await expect(page.getByRole('status')).toContainText('The performer record is saved.');
  await page.getByRole('button', { name: 'Switch explicit media on' }).click();
  await expect(page.getByRole('status')).toContainText('Explicit media is on.');
  await page.screenshot({ path: testInfo.outputPath('records.png'), fullPage: true });
  // Off again: other journeys look at this persona's photos.
  await page.getByRole('button', { name: 'Switch explicit media off' }).click();
  await expect(page.getByRole('status')).toContainText('Explicit media is off.');

  await page.goto(`${CONSOLE_BASE}/audit?action=persona.explicit_media`);
  await expect(page.getByRole('row').filter({ hasText: 'persona.explicit_media' }).first()).toBeVisible();
});

test('an admin adds a country to a site’s age checks', async ({ page }) => {
  await loginAsStaff(page, ADMIN);
  await page.goto(`${CONSOLE_BASE}/sites/${GOLDEN_SITE}`);
  const table = page.getByRole('group', { name: 'Age checks per country' });
  await expect(table.getByRole('checkbox', { name: 'Highly effective (UK) required in GB' })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: 'KJM-approved (DE) required in DE' })).toBeChecked();
  const country = 'AT';
  await table.getByRole('textbox', { name: /^Add a country/ }).fill(country.toLowerCase());
  await table.getByRole('checkbox', { name: 'KJM-approved (DE) required in a new country' }).check();
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect(page.getByText(`Age checks in ${country}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Save 1 change/ }).click();
  await expect(page.getByRole('status')).toContainText('1 change saved');
  await expect(
    page.getByRole('group', { name: 'Age checks per country' }).getByRole('checkbox', {
      name: `KJM-approved (DE) required in ${country}`,
    }),
  ).toBeChecked();
});
