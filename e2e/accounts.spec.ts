/**
 * Issue 5 journeys: a visitor signs up through every step (and another skips every optional
 * one), confirms the e-mail from the outbox, logs out and in; a member resets a forgotten
 * password, changes the e-mail address and confirms it, and is locked out after too many
 * wrong passwords.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_PASSWORD,
  dismissEntryWarning,
  expectNoAxeViolations,
  logIn,
  logOut,
  SIGNUP_BASE,
  SIGNUP_HOST,
  expect,
  test,
} from './support/fixtures.ts';
import { fillStepZero, followMailLink, unique } from './support/accounts.ts';

const PHOTO = join(import.meta.dirname, 'support', 'portrait.png');
test.use({ baseURL: SIGNUP_BASE });
test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context, SIGNUP_HOST);
});

test('a visitor signs up through every step, confirms the e-mail and logs in again', async ({ page }) => {
  const email = unique('full');
  await fillStepZero(page, email, 'Marten');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel('Your photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: readFileSync(PHOTO) });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('City').fill('Hamburg');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'A little about you' })).toBeVisible();
  await page.getByLabel('Hair colour').selectOption('brown');
  await page.getByLabel('Relationship status').selectOption('single');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'About me' })).toBeVisible();
  await page.getByLabel('About me').fill('Sailor, cook, bad at chess.');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Members who match you' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Spec §2: on complete-signup the dropdowns are hidden.
  await expect(page.getByRole('button', { name: 'My account' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await followMailLink(page, email, /Confirm your e-mail address/);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByLabel('City')).toHaveValue('Hamburg');
  await expect(page.getByLabel('About me')).toHaveValue('Sailor, cook, bad at chess.');
  await logOut(page);
  await logIn(page, email, 'my-secret-pass');
  await expect(page).toHaveURL(/\/members/);
  await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);
});

test('a visitor skips every optional step and is reminded to confirm the e-mail', async ({ page }) => {
  const email = unique('skip');
  await fillStepZero(page, email, 'Skipper');
  for (const heading of ['Add a profile photo', 'Where do you live?', 'A little about you', 'About me']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'Skip this step' }).click();
  }
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Browse members' }).click();
  const reminder = page.getByText(/Please confirm your e-mail address/);
  await expect(reminder).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We sent you a new confirmation link.')).toBeVisible();
  // ADR 0045: one new link a minute; a second click says when the next one can be sent.
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We have just sent you a link. You can ask for a new one in 1 min.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Hide this reminder' }).click();
  await expect(reminder).toHaveCount(0);
});

test('signup measures the password and refuses a common one with a translated reason', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/signup');
  await page.goto('/signup');
  await page.getByLabel('Username').fill('Weakling');
  await page.getByLabel('E-mail address').fill(unique('weak'));
  await page.getByLabel('Password', { exact: true }).fill('12345678');
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
  await page.getByLabel('I am', { exact: true }).selectOption('male');
  await page.getByLabel('I am looking for').selectOption('female');
  await page.getByLabel(/Date of birth/).fill('1988-05-17');
  await page.getByLabel(/accept the terms/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(
    page.getByText(
      'This password is too easy to guess. Try a longer one, for example three or four unrelated words.',
    ),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('violet harbour lantern');
  await expect(meter).toHaveAttribute('aria-valuetext', /Strong|Very strong/);
  await expectNoAxeViolations(page);
});

test('signup shows the spec §5 messages and suggests a corrected e-mail address', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/signup');
  await page.goto('/signup');
  await page.getByLabel('E-mail address').fill('someone@gmial.com');
  await expect(page.getByText('Did you mean')).toBeVisible();
  await page.getByRole('button', { name: 'someone@gmail.com' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@gmail.com');
  await page.getByLabel('Username').fill('@me');
  await page.getByLabel(/Date of birth/).fill('2015-01-01');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Username may not start with @')).toBeVisible();
  await expect(page.getByText('Enter your date of birth (18+)')).toBeVisible();
  await expect(page.getByText('Please confirm your age and accept the terms.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member resets a forgotten password from the e-mailed link', async ({ page, consoleErrors }) => {
  // An unknown address (404) and two different passwords (400), on purpose.
  consoleErrors.expectFailedRequest(404, '/reset-password');
  consoleErrors.expectFailedRequest(400, '/reset-password/do');
  const email = unique('reset');
  await fillStepZero(page, email, 'Forgetful');
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill('nobody-here@example.org');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('E-mail address not found').first()).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();

  await followMailLink(page, email, /Reset your .* password/);
  await page.getByLabel('New password', { exact: true }).fill('fresh-password-1');
  await page.getByLabel('Repeat the new password').fill('fresh-password-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The entered passwords are not the same.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-password-1');
  await page.getByLabel('Repeat the new password').fill('fresh-password-1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your new password is saved. Log in with it.')).toBeVisible();
  await logIn(page, email, 'fresh-password-1');
  await expect(page).toHaveURL(/\/members/);

  // The link worked once: following it again says so.
  await followMailLink(page, email, /Reset your .* password/);
  await expect(page.getByText('Link expired or invalid, request a new email')).toBeVisible();
});

test('a member changes the e-mail address and confirms it from the new inbox', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/profile'); // the wrong password, on purpose
  const email = unique('move');
  const next = unique('moved');
  await fillStepZero(page, email, 'Mover');
  await page.goto('/profile');
  await page.getByLabel('New e-mail address').fill(next);
  await page.getByLabel('Your current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText('Please check your old password.')).toBeVisible();
  await page.getByLabel('Your current password').fill('my-secret-pass');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${next}`)).toBeVisible();
  // Not confirmed yet: the layout's reminder names the old address.
  await expect(page.getByText(`Please confirm your e-mail address ${email}`)).toBeVisible();

  await followMailLink(page, next, /Confirm your new e-mail address/);
  await expect(page).toHaveURL(/\/mail-change\/done$/);
  await expect(page.getByText(`${next} is now the e-mail address of your account`)).toBeVisible();
  // The same page load already knows the new, confirmed address (issue 15.5).
  await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByText(`Your e-mail address is ${next}.`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('too many wrong passwords block the account for the minutes the rules say', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(401, '/login');
  consoleErrors.expectFailedRequest(429, '/login');
  const email = unique('locked');
  await fillStepZero(page, email, 'Locksmith');
  await logOut(page);
  for (let i = 0; i < 5; i++) {
    await logIn(page, email, `wrong-password-${i}`);
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await logIn(page, email, 'my-secret-pass');
  await expect(page.getByRole('alert')).toHaveText(
    /Too many incorrect attempts, account blocked for \d+ min\./,
  );
});

test('a member changes the password and needs the new one afterwards', async ({ page, consoleErrors }) => {
  consoleErrors.expectFailedRequest(401, '/login'); // the old password, on purpose
  const email = unique('pw');
  await fillStepZero(page, email, 'Changer');
  await page.goto('/profile');
  await page.getByLabel('Current password', { exact: true }).fill('my-secret-pass');
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByLabel('Repeat the new password').fill('another-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await logOut(page);
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Login failed, please try again.');
  await logIn(page, email, 'another-secret');
  await expect(page).toHaveURL(/\/members/);
});

test('the signup modal stays open on Escape once the visitor has started, and signs up', async ({ page }) => {
  await page.goto('/members');
  const dialog = page.getByRole('dialog', { name: 'Sign up for free' });
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await dialog.getByLabel('Username').fill('Modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('I am', { exact: true }).selectOption('female');
  await dialog.getByLabel('I am looking for').selectOption('male');
  await dialog.getByLabel(/Date of birth/).fill('1990-01-01');
  await dialog.getByLabel('E-mail address').fill(unique('modal'));
  await dialog.getByLabel('Password').fill('my-secret-pass');
  await dialog.getByLabel(/accept the terms/).check();
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
});
