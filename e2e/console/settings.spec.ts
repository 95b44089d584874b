/**
 * The back office's codes and sites (issue 19 points 5 and 6): an admin creates a discount code
 * that a new member then pays with, and the code's usage report shows it; an admin changes a
 * bundle price (previewed old → new first) and a visitor's shop on that site shows the new price
 * on the next request, then the old price is put back; a price for one country reaches a member
 * from that country on /credits at once (ADR 0070); an edit of the company info reaches every site's
 * footer and legal pages at once (ADR 0069). Axe clean on every console page.
 */
import { fillStepZero, unique, confirmDisclosureIfAsked } from '../support/accounts.ts';
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  test,
} from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, loginAsStaff } from './support.ts';

const PORT = process.env.E2E_PORT ?? 3199;
/** A brand no other journey reads prices on: its first domain, in pounds. */
const GOLDEN_HOST = 'golden.localhost';
const GOLDEN_SITE = 'goldengraces.example';

test('an admin creates a discount code, a new member pays with it, and the usage report shows them', async ({
  page,
  browser,
}) => {
  test.slow();
  const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;

  await loginAsStaff(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Discount codes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // A past expiry is refused beside the field, and the form keeps what was typed.
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Discount (%)').fill('40');
  await form.getByLabel('Valid until').fill('2020-01-01');
  await form.getByLabel('Currency').selectOption('');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('The expiry date must lie in the future.')).toBeVisible();
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue(code);
  await expectNoAxeViolations(page);

  await form.getByLabel('Valid until').fill('');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status')).toContainText('The code has been created.');
  await expect(page.getByRole('heading', { name: `Discount code ${code}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Nobody has paid with this code yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A new member on another brand uses it at checkout: 40 % beats the 25 % welcome bonus.
  const memberContext = await browser.newContext({ baseURL: SIGNUP_BASE });
  const member = await memberContext.newPage();
  await dismissEntryWarning(memberContext, SIGNUP_HOST);
  const email = unique('code');
  await member.goto('/');
  await fillStepZero(member, email, 'Coder');
  await member.goto('/credits/p0/visa');
  await member.getByLabel('Discount code').fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Apply code' }).click();
  await expect(member.getByText(`Code ${code} applied: 40% off.`)).toBeVisible();
  await expect(member.getByText(new RegExp(`^Code ${code} \\(40%\\): −£`))).toBeVisible();
  await confirmDisclosureIfAsked(member);
  await member.getByRole('button', { name: /^Pay / }).click();
  await expect(member.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await member.getByRole('button', { name: 'Send the answer' }).click();
  await expect(member.getByText(/^Payment completed: \d+ credits added\.$/)).toBeVisible();
  await expect(member.getByText(`Discount ${code}`)).toBeVisible();
  await memberContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Used 1 time', level: 2 })).toBeVisible();
  const usage = page.getByRole('region', { name: 'Who used the code' });
  await expect(usage.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The list shows it with its use, and its CSV export holds it.
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Discount codes' })
    .click();
  await page.getByLabel('Code contains').fill(code);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('region', { name: 'Discount codes' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('40 %');
  await expect(row.getByRole('cell').last()).toHaveText('1');
  // Fetched by the page itself (its cookie, its host name), as the export link would.
  const csv = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { type: response.headers.get('content-type') ?? '', text: await response.text() };
  }, `/codes.csv?q=${code}`);
  expect(csv.type).toMatch(/^text\/csv/);
  expect(csv.text).toContain(`${code},active,40`);
});

test('an admin changes a bundle price after a preview, and the shop shows it at once', async ({
  page,
  browser,
}) => {
  test.slow();
  const shop = await browser.newContext();
  const visitor = await shop.newPage();
  await dismissEntryWarning(shop, GOLDEN_HOST);
  const pricing = `http://${GOLDEN_HOST}:${PORT}/pricing`;
  const p0 = visitor.getByRole('article').first();
  await visitor.goto(pricing);
  await expect(p0).toContainText('£12.99');

  await loginAsStaff(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Sites' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: GOLDEN_SITE, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Settings of ${GOLDEN_SITE}`, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const price = page.getByLabel('Price of bundle p0 in GBP');
  const setPrice = async (from: string, to: string) => {
    await expect(price).toHaveValue(from);
    await price.fill(to);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const preview = page.getByRole('heading', { name: 'These changes will be saved', level: 2 });
    await expect(preview).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Price of bundle p0 in GBP' })).toHaveText(
      `Price of bundle p0 in GBP: ${from} GBP → ${to} GBP`,
    );
    return page.getByRole('button', { name: 'Save 1 change' });
  };

  // A negative price is refused and nothing is stored.
  await price.fill('-3');
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the form.');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.reload();

  const save = await setPrice('12.99', '11.37');
  await expectNoAxeViolations(page);
  await save.click();
  await expect(page.getByRole('status')).toContainText('1 change saved.');
  await visitor.reload();
  await expect(p0).toContainText('£11.37');

  // The audit log keeps the change with its before and after.
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(
    page
      .locator('tr[data-action="site.settings"]')
      .filter({ hasText: 'bundles.p0.prices.GBP: 1137' })
      .first(),
  ).toBeVisible();

  // Back to the old price, so other journeys see the defaults.
  await page.goto(`${CONSOLE_BASE}/sites/${GOLDEN_SITE}`);
  await (await setPrice('11.37', '12.99')).click();
  await expect(page.getByRole('status')).toContainText('1 change saved.');
  await visitor.reload();
  await expect(p0).toContainText('£12.99');
  await shop.close();
});

test('an admin sets a bundle price for one country, and a member from there sees it on /credits at once', async ({
  page,
  browser,
}) => {
  test.slow();
  // A new member on the brand's first domain lives in its country (GB) and pays in pounds.
  const memberContext = await browser.newContext({ baseURL: `http://${GOLDEN_HOST}:${PORT}` });
  const member = await memberContext.newPage();
  await dismissEntryWarning(memberContext, GOLDEN_HOST);
  await fillStepZero(member, unique('country'), 'Briton');
  await member.goto('/credits');
  // p1: the welcome bonus shows the price it takes 25 % off as "was".
  const p1 = member.getByRole('article').nth(1);
  await expect(p1).toContainText('£29.99');

  await loginAsStaff(page, ADMIN);
  await page.goto(`${CONSOLE_BASE}/sites/${GOLDEN_SITE}`);
  const prices = page.getByRole('group', { name: 'Prices for single countries' });
  await expect(prices).toBeVisible();
  await expectNoAxeViolations(page);
  const preview = async () => {
    await page.getByRole('button', { name: 'Preview changes' }).click();
  };

  // Canada pays in a currency the bundles are not priced in: refused beside the table.
  await prices.getByLabel('Add a country (code such as AT)').fill('CA');
  await prices.getByLabel('Price of bundle p1 for a new country').fill('40');
  await preview();
  await expect(page.getByRole('alert')).toContainText('Please check the form.');
  await expect(
    page.getByText('This country pays in another currency, or in none the bundles are priced in.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${CONSOLE_BASE}/sites/${GOLDEN_SITE}`);

  await prices.getByLabel('Add a country (code such as AT)').fill('gb');
  await prices.getByLabel('Price of bundle p1 for a new country').fill('33.33');
  await preview();
  await expect(page.getByRole('listitem').filter({ hasText: 'Price of bundle p1 for GB' })).toHaveText(
    'Price of bundle p1 for GB: — → 33.33 GBP',
  );
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByRole('status')).toContainText('1 change saved.');
  await expect(prices.getByLabel('Price of bundle p1 for GB')).toHaveValue('33.33');
  await expectNoAxeViolations(page);

  await member.reload();
  await expect(p1).toContainText('£33.33');
  await expect(member.getByRole('article').first()).toContainText('£12.99');

  // Taken away again: the member pays the site's price from the next page.
  await prices.getByLabel('Price of bundle p1 for GB').fill('');
  await preview();
  await expect(page.getByRole('listitem').filter({ hasText: 'Price of bundle p1 for GB' })).toHaveText(
    'Price of bundle p1 for GB: 33.33 GBP → —',
  );
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByRole('status')).toContainText('1 change saved.');
  await member.reload();
  await expect(p1).toContainText('£29.99');
  await memberContext.close();
});

test('an admin replaces a legal page text and resets it', async ({ page, browser }) => {
  const site = await browser.newContext();
  const visitor = await site.newPage();
  await dismissEntryWarning(site, GOLDEN_HOST);
  const title = `Terms ${Date.now().toString(36)}`;

  await loginAsStaff(page, ADMIN);
  await page.goto(`${CONSOLE_BASE}/sites/${GOLDEN_SITE}/pages?slug=terms&locale=en`);
  await expect(page.getByRole('heading', { name: `Legal pages of ${GOLDEN_SITE}`, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Text (Markdown)').fill('No title line');
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText('Start with a "# Title" line, followed by the text.')).toBeVisible();
  await page.getByLabel('Text (Markdown)').fill(`# ${title}\n\nBe kind to each other.`);
  await page.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByRole('status')).toContainText('The text is saved.');
  await expectNoAxeViolations(page);

  await visitor.goto(`http://${GOLDEN_HOST}:${PORT}/pages/terms`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Back to the built-in text' }).click();
  await expect(page.getByRole('status')).toContainText('The built-in text is shown again.');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await site.close();
});

test('an admin changes the company info after a preview, and the sites name the new company at once', async ({
  page,
  browser,
}) => {
  const site = await browser.newContext();
  const visitor = await site.newPage();
  await dismissEntryWarning(site, GOLDEN_HOST);
  const OLD = 'Lanternfield Media B.V.';
  const NEW = 'Lanternfield Harbour B.V.';
  await visitor.goto(`http://${GOLDEN_HOST}:${PORT}/pages/terms`);
  const footer = visitor.getByRole('contentinfo');
  await expect(footer).toContainText(OLD);

  await loginAsStaff(page, ADMIN);
  await page.goto(`${CONSOLE_BASE}/sites`);
  await page.getByRole('link', { name: 'Company info' }).click();
  await expect(page.getByRole('heading', { name: 'Company info', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const name = page.getByLabel('Company name');
  const rename = async (from: string, to: string) => {
    await expect(name).toHaveValue(from);
    await name.fill(to);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Company name' })).toHaveText(
      `Company name: ${from} → ${to}`,
    );
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(page.getByRole('status')).toContainText('1 change saved.');
  };

  // Too short a name is refused beside the field; nothing is stored.
  await name.fill('L');
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the form.');
  await expect(page.getByText('This is too short.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();

  await rename(OLD, NEW);
  await expectNoAxeViolations(page);
  await visitor.reload();
  await expect(footer).toContainText(NEW);
  await expect(visitor.getByRole('article')).toContainText(NEW);

  // Back to the seed's name, so other journeys see the company as before.
  await rename(NEW, OLD);
  await visitor.reload();
  await expect(footer).toContainText(OLD);
  await site.close();
});
