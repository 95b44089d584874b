/**
 * The moderation journeys (issue 19). Photos: a fresh member uploads a photo; a support agent
 * finds it in the console's queue and rejects it with a reason; the member, in a browser of their
 * own, sees on /profile that the photo was rejected and why. Reports: a fresh member reports a
 * profile; support takes the case, notes it and replies; the reply is in the dev mail viewer.
 * Axe clean on each console page.
 */
import { join } from 'node:path';
import { OUTBOX, apiJson, fillStepZero, unique } from '../support/accounts.ts';
import {
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  test,
  type Page,
} from '../support/fixtures.ts';
import { SAM, loginAsStaff } from './support.ts';

const PORTRAIT = join(import.meta.dirname, '..', 'support', 'portrait.png');

/** Queues are oldest first: what a journey just made may be on a later page. */
async function pageThrough(page: Page, start: string, newer: string, find: () => Promise<boolean>) {
  await page.goto(start);
  for (let n = 0; n < 20; n++) {
    if (await find()) return;
    const next = page.getByRole('link', { name: newer });
    if ((await next.count()) === 0) break;
    await next.click();
    await page.waitForURL(/after=/);
  }
  throw new Error(`not found in ${start}`);
}

async function findCard(page: Page, who: RegExp) {
  const card = () => page.getByRole('listitem').filter({ has: page.getByRole('img', { name: who }) });
  await pageThrough(page, '/moderation', 'Newer photos', async () => (await card().count()) > 0);
  return card().first();
}

/** A fresh member of the signup brand, in a browser of their own. */
async function freshMember(browser: import('@playwright/test').Browser, name: string) {
  const context = await browser.newContext({ baseURL: SIGNUP_BASE });
  await dismissEntryWarning(context, SIGNUP_HOST);
  const site = await context.newPage();
  const email = unique(name.toLowerCase());
  await fillStepZero(site, email, name, { gender: 'female', lookingFor: 'male' });
  return { context, site, email };
}

test('support rejects a new photo with a reason; the member sees why on their profile', async ({
  page,
  browser,
}) => {
  const name = `Mona${Date.now().toString(36).slice(-5)}`;
  const { context: member, site } = await freshMember(browser, name);
  await site.goto('/profile#photos');
  const photos = site.getByRole('region', { name: 'My photos' });
  await photos.getByLabel('Add a photo').setInputFiles(PORTRAIT);
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photos.getByText('Awaiting review')).toBeVisible();

  await loginAsStaff(page, SAM);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Photos' })
    .click();
  await expect(page.getByRole('heading', { name: 'Photo moderation', level: 1 })).toBeVisible();
  const card = await findCard(page, new RegExp(`^Photo of ${name} `));
  await expectNoAxeViolations(page);

  // Rejecting without a reason is refused and changes nothing.
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose a reason before rejecting a photo.');
  const again = await findCard(page, new RegExp(`^Photo of ${name} `));
  await again.getByLabel('Reason').selectOption('contact_details');
  await again.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status')).toContainText('The photo was rejected');
  await expect(page.getByRole('img', { name: new RegExp(`^Photo of ${name} `) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await site.reload();
  await expect(photos.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(photos.getByText(/Why: the photo shows contact details/)).toBeVisible();
  await expectNoAxeViolations(site);
  await member.close();
});

test('support handles a member report: assigns it, notes it, replies by e-mail', async ({
  page,
  browser,
}) => {
  const name = `Rita${Date.now().toString(36).slice(-5)}`;
  const { context: member, site, email } = await freshMember(browser, name);
  const { members } = await apiJson(site, '/api/members.php');
  const reported = members[0] as { id: number; name: string };
  const message = `Asked me for money ${name}`;
  const status = await site.evaluate(
    async (body) =>
      (
        await fetch('/api/report.php', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    JSON.stringify({ id: reported.id, reason: 'spam', message }),
  );
  expect(status).toBe(201);
  await member.close();

  await loginAsStaff(page, SAM);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reports and complaints', level: 1 })).toBeVisible();
  const row = () => page.getByRole('row').filter({ hasText: message });
  await pageThrough(
    page,
    '/reports?kind=report&status=open',
    'Newer cases',
    async () => (await row().count()) > 0,
  );
  await expectNoAxeViolations(page);
  await row().getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Member report R-\d{6}$/, level: 1 })).toBeVisible();
  const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Member report ',
    '',
  );
  await expect(page.getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Assigned to').selectOption({ label: 'Sam Support' });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status')).toContainText('The assignment was saved.');

  await page.getByLabel('Internal note').fill('Same text sent to three members.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toContainText('The note was added.');

  // An empty reply is refused beside the field; nothing is sent.
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel('Reply to the complainant').fill('Thank you: we have warned the member.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status')).toContainText('The reply was sent.');
  const thread = page.getByRole('region', { name: 'Thread' });
  await expect(thread.getByText('Same text sent to three members.')).toBeVisible();
  await expect(thread.getByText(`E-mailed to ${email}`)).toBeVisible();
  await expect(page.getByText('In progress').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(OUTBOX);
  const mail = page.getByRole('row').filter({ hasText: email }).filter({ hasText: reference });
  await expect(mail.first()).toBeVisible();
});
