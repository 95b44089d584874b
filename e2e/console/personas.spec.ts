/**
 * The persona journey (issue 18): an admin creates a persona with a photo on Velvet Date; a member
 * of Velvet finds it in the search with the fictional marker and writes to it; the audit log shows
 * the creation. Axe clean on each console page.
 */
import { BOB, dismissEntryWarning, expect, expectNoAxeViolations, logIn, test } from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, loginAsStaff } from './support.ts';

const VELVET = `http://velvet.localhost:${process.env.E2E_PORT ?? 3199}`;
/** A small real PNG (64×80), decoded and re-encoded by the photo pipeline like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABQCAIAAAAm3eQSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAvUlEQVRoge2SAQkAURSDlu/KrJoRL4Y8/mABVBa+nl50AiZQvSK7UO8uOgETqF6RXah3F52ACVSvyC7Uu4tOwASqV2QX6t1FJ2AC1SuyC/XuohMwgeoV2YV6d9EJmED1iuxCvbvoBEygekV2od5ddAImUL0iu1DvLjoBE6hekV2odxedgAlUr8gu1LuLTsAEqldkF+rdRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9YrsQr276ARMoHpFXr7QD0kJNaWFLczMAAAAAElFTkSuQmCC',
  'base64',
);

test('an admin creates a persona that a member finds and writes to; the audit log shows it', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Vera ${suffix}`;
  const label = `Journey persona ${suffix}`;

  await loginAsStaff(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Personas' })
    .click();
  await expect(page.getByRole('heading', { name: 'Personas', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New persona' }).click();
  await expect(page.getByRole('heading', { name: 'New persona', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // A refused submit keeps the values and names the field.
  await page.getByLabel('Label').fill(label);
  await page.getByRole('button', { name: 'Create persona' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Label')).toHaveValue(label);
  await expectNoAxeViolations(page);

  await page.getByLabel('Velvet Date').check();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Date of birth').fill('1992-03-04');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Looking for').selectOption('male');
  await page.getByLabel('Country').fill('NL');
  await page.getByLabel('City').fill('Utrecht');
  await page.getByLabel('About me').fill('Coffee, cycling and long talks.');
  await page.getByLabel('Suggested openers').fill('Hi! How is your day?\nCoffee or tea?');
  await page.getByRole('button', { name: 'Create persona' }).click();
  await expect(page.getByRole('status')).toContainText('The persona was created.');
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();

  await page
    .getByLabel(/^Photo \(JPEG/)
    .setInputFiles({ name: 'vera.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status')).toContainText('The photo was added on every brand.');
  await expect(page.getByRole('img', { name: `Photo 1 of ${name}` })).toBeVisible();
  await expect(page.getByText('Main photo')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `test-results/persona-edit-${test.info().project.name}.png`,
    fullPage: true,
  });

  // A member of Velvet finds the persona in the search, marked fictional, and writes to it.
  const memberContext = await browser.newContext({ baseURL: VELVET });
  await dismissEntryWarning(memberContext);
  const member = await memberContext.newPage();
  await logIn(member, BOB);
  await member.goto('/members?gender=female');
  const card = member.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(
    member.getByRole('article').filter({ has: card }).getByRole('img', { name: 'Fictional profile' }),
  ).toBeVisible();
  await card.click();
  await member.getByRole('link', { name: `Send ${name} a message` }).click();
  const text = `Hello ${name}, nice to meet you!`;
  await member.getByLabel(`Your message to ${name}`).fill(text);
  await member.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(member.getByRole('log', { name: `Messages with ${name}` }).getByText(text)).toBeVisible();
  await memberContext.close();

  // The list shows it; the audit log shows its creation.
  await page.goto(`${CONSOLE_BASE}/personas?brand=velvet`);
  await expect(page.getByRole('link', { name: label })).toBeVisible();
  await page.screenshot({ path: `test-results/personas-${test.info().project.name}.png`, fullPage: true });
  await page.goto(`${CONSOLE_BASE}/audit?action=persona.create`);
  await expect(page.locator('tr[data-action="persona.create"]').first()).toBeVisible();
});
