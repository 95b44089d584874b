/**
 * Issue 10 journeys (notification settings): a member changes every e-mail preference from the
 * settings page reached through the account menu and finds them kept after a reload; the mail
 * side reports a bounce, the member sees why e-mail is off and turns it back on by changing the
 * address; each alert for logged-in members is dismissed and stays away after a reload; the
 * unsubscribe link of an e-mail asks, confirms and undoes.
 */
import { fillStepZero, followMailLink, OUTBOX, unique } from './support/accounts.ts';
import {
  dismissEntryWarning,
  expectNoAxeViolations,
  SIGNUP_BASE,
  SIGNUP_HOST,
  type Page,
  expect,
  test,
} from './support/fixtures.ts';

/** The e2e server's MAIL_EVENTS_SECRET (playwright.config.ts sets it). */
const MAIL_EVENTS_SECRET = process.env.E2E_MAIL_EVENTS_SECRET ?? 'e2e-mail-events-secret';
const PASSWORD = 'my-secret-pass';

test.use({ baseURL: SIGNUP_BASE });
test.beforeEach(async ({ context }) => {
  await dismissEntryWarning(context, SIGNUP_HOST);
});

const PREFERENCES = [
  ['New conversations', true],
  ['New messages', true],
  ['Likes', true],
  ['Unread message reminders', true],
  ['Offers and promotions', false],
  ['Weekly update', true],
  ['News', false],
  ['Account reminders', true],
] as const;

/** A new member with a confirmed address, logged in on the signup brand. */
async function confirmedMember(page: Page, name: string) {
  const email = unique(name.toLowerCase());
  await fillStepZero(page, email, name);
  await followMailLink(page, email);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  return email;
}

/** What the mail side does on a hard bounce: a signed call to the API. */
async function reportBounce(page: Page, email: string) {
  const status = await page.evaluate(
    async ({ email, secret }) =>
      (
        await fetch('/api/mail-events.php', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ type: 'bounce', email }),
        })
      ).status,
    { email, secret: MAIL_EVENTS_SECRET },
  );
  expect(status).toBe(200);
}

test('a member changes every e-mail preference and finds them kept after a reload', async ({
  page,
  context,
  browser,
}) => {
  await confirmedMember(page, 'Prefs');
  await page.goto('/members');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
  // Spec §2: no profile-photo alert on the notification settings.
  await expect(page.getByText('You have no profile photo yet')).toHaveCount(0);
  await expectNoAxeViolations(page);

  for (const [label, initially] of PREFERENCES) {
    const box = page.getByRole('checkbox', { name: label, exact: true });
    await expect(box).toBeChecked({ checked: initially });
    await box.click();
    await expect(box).toBeChecked({ checked: !initially });
    const row = page.getByTestId(`saved-${await box.getAttribute('name')}`);
    await expect(row).toHaveText('Saved');
  }

  await page.reload();
  for (const [label, initially] of PREFERENCES) {
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeChecked({
      checked: !initially,
    });
  }
  await expect(page.getByTestId('push-state')).not.toBeEmpty();

  // Without JavaScript the same checkboxes are one form with a Save button.
  const plain = await browser.newContext({
    baseURL: SIGNUP_BASE,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const noJs = await plain.newPage();
  await noJs.goto('/notifications');
  const news = noJs.getByRole('checkbox', { name: 'News', exact: true });
  await expect(news).toBeChecked();
  await news.uncheck();
  await noJs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(noJs.getByText('Saved', { exact: true })).toBeVisible();
  await noJs.goto('/notifications');
  await expect(noJs.getByRole('checkbox', { name: 'News', exact: true })).not.toBeChecked();
  await expect(noJs.getByRole('checkbox', { name: 'Likes', exact: true })).not.toBeChecked();
  await plain.close();
});

test('a bounced address turns e-mail off; a new address turns it back on', async ({ page }) => {
  const email = await confirmedMember(page, 'Bounce');
  await reportBounce(page, email);

  await page.goto('/members');
  const alert = page.getByText(`E-mails to ${email} cannot be delivered`);
  await expect(alert).toBeVisible();
  await page.getByRole('link', { name: 'Notification settings' }).first().click();
  await expect(page.getByText('E-mail notifications are off')).toBeVisible();
  await expect(page.getByText(`E-mails to ${email} could not be delivered`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Change e-mail address' }).click();
  await expect(page).toHaveURL(/\/profile#email/);
  const fresh = unique('fixed');
  await page.getByLabel('New e-mail address').fill(fresh);
  await page.getByLabel('Your current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${fresh}`)).toBeVisible();
  await followMailLink(page, fresh, /new e-mail address/);

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
  await expect(page.getByText('E-mail notifications are off')).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByText('cannot be delivered')).toHaveCount(0);
});

test('each alert for logged-in members is dismissed and stays away after a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const email = unique('alerts');
  await fillStepZero(page, email, 'Alerts');

  // Not confirmed yet, no photo: the activation reminder and the photo alert.
  await page.goto('/members');
  const activation = page.getByText(`Please confirm your e-mail address ${email}`);
  const photo = page.getByText('You have no profile photo yet');
  await expect(activation).toBeVisible();
  await expect(photo).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Hide this reminder' }).click();
  await expect(activation).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide the photo reminder' }).click();
  await expect(photo).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(activation).toHaveCount(0);
  await expect(photo).toHaveCount(0);

  // Confirmed: the push invitation.
  await followMailLink(page, email);
  await page.goto('/members');
  const push = page.getByText('Get a notification when someone writes to you');
  await expect(push).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(push).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(push).toHaveCount(0);

  // E-mail switched off: the disabled-notifications alert.
  await reportBounce(page, email);
  await page.reload();
  const disabled = page.getByText(`E-mails to ${email} cannot be delivered`);
  await expect(disabled).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(disabled).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(disabled).toHaveCount(0);
});

test('the unsubscribe link of an e-mail asks, confirms and undoes, without logging in', async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/unsubscribe'); // the forged signature, on purpose
  const email = await confirmedMember(page, 'Unsub');
  // The activation e-mail carries the member's unsubscribe link in its footer.
  await page.goto(OUTBOX);
  await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').first().click();
  const href = await page
    .getByRole('link', { name: /\/unsubscribe\?u=/ })
    .first()
    .getAttribute('href');
  expect(href).toContain(`${SIGNUP_HOST}`);

  // Someone reading the mail elsewhere: no session.
  const visitor = await browser.newContext({ baseURL: SIGNUP_BASE });
  await dismissEntryWarning(visitor, SIGNUP_HOST);
  const other = await visitor.newPage();
  await other.goto(href!);
  await expect(other.getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
  await expect(other.getByText(/^Stop all e-mail notifications from Her Flame/)).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(other.getByText(/You will no longer get e-mail notifications/)).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Turn e-mails back on' }).click();
  await expect(other.getByText(/^Stop all e-mail notifications/)).toBeVisible();

  await other.goto(`${href!.replace(/s=[^&]+/, 's=forged-signature-0000000000')}`);
  await expect(other.getByText('This unsubscribe link is not valid')).toBeVisible();
  await visitor.close();
});
