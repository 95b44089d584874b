/**
 * A tap while the page is still hydrating, on a slow phone (ADR 0094): React hydrates at once
 * for the tap, and before the fix Remix's decoding of the loader data suspended the whole
 * document there ("Root did not complete", React error 345) in most such loads. The journey's
 * console check fails on any page error.
 */
import { unique } from './support/accounts.ts';
import { SIGNUP_BASE, SIGNUP_HOST, dismissEntryWarning, expect, test } from './support/fixtures.ts';

test('taps during hydration on a slow CPU raise no error, and the page then works', async ({
  page,
  context,
}) => {
  await dismissEntryWarning(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let load = 0; load < 3; load++) {
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(/e-?mail/i).waitFor({ state: 'attached' });
    // Taps on an empty part of the page, as fast as they come, until well after hydration.
    for (let tap = 0; tap < 25; tap++) await page.mouse.click(5, 400);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Hydrated and working: the language button opens its menu.
  const language = page.getByRole('button', { name: /Language: English/ });
  await language.click();
  await expect(language).toHaveAttribute('aria-expanded', 'true');
});

/**
 * Typing while the scripts still load (ADR 0095): the browser keeps the text in the server's
 * fields, and React's controlled fields must take it over — before the fix the e-mail came back
 * empty once the password was typed, and the signup was refused (seen in CI on a loaded machine).
 */
test('what a visitor types before the scripts run is kept, and the signup goes through', async ({
  page,
  context,
}) => {
  await dismissEntryWarning(context, SIGNUP_HOST);
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`${SIGNUP_BASE}/signup`, { waitUntil: 'commit' });
  await page.getByLabel('I am', { exact: true }).selectOption('male');
  await page.getByLabel('I am looking for').selectOption('female');
  await page.getByLabel('Username').fill('Early');
  await page.getByLabel(/Date of birth/).fill('1988-05-17');
  await page.getByLabel('E-mail address').fill(unique('early').replace('example.org', 'gmial.com'));
  release();
  // Hydrated: the suggestion for the mistyped domain shows for the text typed before.
  await page.getByRole('button', { name: /@gmail\.com$/ }).click();
  await page.getByLabel('Password').fill('my-secret-pass');
  await page.getByLabel(/accept the terms/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
});
