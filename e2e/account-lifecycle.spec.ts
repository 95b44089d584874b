/**
 * Issue 10 journeys (account lifecycle): a member who chatted deletes the account through the
 * alternatives and a reason, lands on /account-deleted, cannot log in, is told the address is
 * pending deletion when signing up again, reactivates from the e-mail and is back; downloads
 * their data and finds their messages in the ZIP. Axe on every page of the flow.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { OUTBOX, followMailLink, freshPair } from './support/accounts.ts';
import { SIGNUP_BASE, expectNoAxeViolations, logIn, type Page, expect, test } from './support/fixtures.ts';

const PASSWORD = 'my-secret-pass';

async function say(page: Page, to: number, name: string, text: string) {
  await page.goto(`/members/${to}/chat`);
  await page.getByLabel(`Your message to ${name}`).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('log', { name: `Messages with ${name}` }).getByText(text)).toBeVisible();
}

test.describe('leaving and coming back', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('delete through the alternatives, pending everywhere, reactivate from the e-mail, download my data', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // No reason (400), a wrong password (422), then logging in and signing up while pending (409).
    consoleErrors.expectFailedRequest(400, '/account/delete');
    consoleErrors.expectFailedRequest(422, '/account/delete');
    consoleErrors.expectFailedRequest(409, '/login');
    consoleErrors.expectFailedRequest(409, '/signup');
    const { ids, pages, close } = await freshPair(page, browser, ['Leaver', 'Stayer']);
    // The stayer's open chat refreshes when the leaver's account goes pending: it is gone (404).
    consoleErrors.expectFailedRequest(404, `/members/${ids[0]}/chat`);
    const [leaver, stayer] = pages;
    const email = (await leaver.evaluate(() => fetch('/api/user.php').then((r) => r.json()))).user.email;
    await say(leaver, ids[1], 'Stayer', 'Hello Stayer, leaving soon maybe');
    await say(stayer, ids[0], 'Leaver', 'Please stay, Leaver!');

    // The account actions at the bottom of the profile page.
    await leaver.goto('/profile');
    const actions = leaver.getByRole('region', { name: 'Your account' });
    await expect(actions.getByRole('switch', { name: 'Privacy mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await actions.getByRole('link', { name: 'Delete my account' }).click();

    // The alternatives come first.
    await expect(leaver.getByRole('heading', { name: 'Delete your account', level: 1 })).toBeVisible();
    await expect(leaver.getByRole('link', { name: 'Change my e-mail address' })).toHaveAttribute(
      'href',
      '/profile#email',
    );
    await expect(leaver.getByRole('link', { name: 'Buy the try-out package' })).toHaveAttribute(
      'href',
      /^\/credits\/p\d$/,
    );
    await expect(leaver.getByRole('heading', { name: /% off, just for you/ })).toBeVisible();
    await expect(leaver.getByRole('link', { name: 'Use my discount' })).toHaveAttribute(
      'href',
      /^\/credits\?code=STAY-[0-9A-F]+$/,
    );
    await expectNoAxeViolations(leaver);
    const privacy = leaver.getByRole('switch', { name: 'Privacy mode' });
    await privacy.click();
    await expect(leaver.getByText('Privacy mode is on: your profile is hidden from search.')).toBeVisible();
    await expect(privacy).toHaveAttribute('aria-checked', 'true');

    // A reason and the password are needed.
    await leaver.getByRole('button', { name: 'Delete my account' }).click();
    await expect(leaver.getByRole('alert').getByText('Please check the highlighted fields.')).toBeVisible();
    await expect(leaver.getByLabel('Why are you leaving?')).toHaveAttribute('aria-invalid', 'true');
    await leaver.getByLabel('Why are you leaving?').selectOption('taking_a_break');
    await leaver.getByLabel('Anything you want to tell us? (optional)').fill('Back after the summer');
    await leaver.getByLabel('Your current password').fill('not-my-password');
    await leaver.getByRole('button', { name: 'Delete my account' }).click();
    await expect(leaver.getByLabel('Your current password')).toHaveAccessibleDescription(
      'Please check your password.',
    );
    await leaver.getByLabel('Your current password').fill(PASSWORD);
    await leaver.getByRole('button', { name: 'Delete my account' }).click();

    // Logged out to /account-deleted.
    await expect(leaver).toHaveURL(/\/account-deleted\?until=/);
    await expect(leaver.getByRole('heading', { name: 'Your account will be deleted' })).toBeVisible();
    await expect(leaver.getByText(/You can change your mind for 14 days, until/)).toBeVisible();
    await expectNoAxeViolations(leaver);
    await expect(leaver.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

    // Logging in says the account is pending deletion.
    await logIn(leaver, email, PASSWORD);
    await expect(leaver.getByRole('alert').getByText(/still pending deletion/)).toBeVisible();

    // Signing up again with the address says so too (spec §8), and mails a fresh link.
    await leaver.goto('/signup');
    await leaver.getByLabel('I am', { exact: true }).selectOption('male');
    await leaver.getByLabel('I am looking for').selectOption('female');
    await leaver.getByLabel('Username').fill('Returner');
    await leaver.getByLabel(/Date of birth/).fill('1988-05-17');
    await leaver.getByLabel('E-mail address').fill(email);
    await leaver.getByLabel('Password').fill(PASSWORD);
    await leaver.getByLabel(/accept the terms/).check();
    await leaver.getByRole('button', { name: 'Create my account' }).click();
    await expect(
      leaver
        .getByText('Your account is still pending deletion. Use the link in our e-mail to reactivate it.')
        .first(),
    ).toBeVisible();

    // The e-mailed link brings the account back.
    await followMailLink(leaver, email, /will be deleted/);
    await expect(leaver.getByRole('heading', { name: 'Reactivate your account' })).toBeVisible();
    await expectNoAxeViolations(leaver);
    const reactivation = leaver.url();
    await leaver.getByRole('button', { name: 'Reactivate my account' }).click();
    await expect(leaver).toHaveURL(/\/reactivate\/done$/);
    await expect(leaver.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(leaver.getByText('Privacy mode is still on, as you left it')).toBeVisible();
    await expectNoAxeViolations(leaver);
    await expect(leaver.getByRole('button', { name: 'My account' })).toBeVisible();

    // The same link a second time: a clear error with the support address.
    await leaver.goto(reactivation);
    await expect(leaver.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(leaver.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectNoAxeViolations(leaver);

    // My data: the ZIP holds the conversation both ways.
    await leaver.goto('/profile');
    await leaver
      .getByRole('region', { name: 'Your account' })
      .getByRole('link', { name: 'Download my data' })
      .click();
    await expect(leaver.getByRole('heading', { name: 'My data', level: 1 })).toBeVisible();
    await expectNoAxeViolations(leaver);
    const [download] = await Promise.all([
      leaver.waitForEvent('download'),
      leaver.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-herflame-\d{4}-\d\d-\d\d\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const conversations = JSON.parse(strFromU8(zip['messages.json']!));
    const texts = conversations.flatMap((c: { messages: { from: string; text: string }[] }) =>
      c.messages.map((m) => `${m.from}: ${m.text}`),
    );
    expect(texts).toEqual(
      expect.arrayContaining(['me: Hello Stayer, leaving soon maybe', 'Stayer: Please stay, Leaver!']),
    );
    expect(JSON.parse(strFromU8(zip['account.json']!)).email).toBe(email);
    await close();
  });

  test('an unknown reactivation link explains what to do', async ({ page }) => {
    await page.goto('/reactivate?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByText(/write to .+@/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(OUTBOX).toContain('/dev/mail');
  });
});
