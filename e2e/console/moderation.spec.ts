/**
 * The photo moderation journey (issue 19): a fresh member uploads a photo; a support agent finds
 * it in the console's queue and rejects it with a reason; the member, in a browser of their own,
 * sees on /profile that the photo was rejected and why. Axe clean on each page.
 */
import { join } from 'node:path';
import { fillStepZero, unique } from '../support/accounts.ts';
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

/** The queue is oldest first: the card of a new photo may be on a later page. */
async function findCard(page: Page, who: RegExp) {
  await page.goto('/moderation');
  for (let n = 0; n < 20; n++) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: who }) });
    if ((await card.count()) > 0) return card.first();
    const newer = page.getByRole('link', { name: 'Newer photos' });
    if ((await newer.count()) === 0) break;
    await newer.click();
    await expect(page.getByRole('heading', { name: 'Photo moderation', level: 1 })).toBeVisible();
  }
  throw new Error(`no photo of ${who} in the moderation queue`);
}

test('support rejects a new photo with a reason; the member sees why on their profile', async ({
  page,
  browser,
}) => {
  const name = `Mona${Date.now().toString(36).slice(-5)}`;
  const member = await browser.newContext({ baseURL: SIGNUP_BASE });
  await dismissEntryWarning(member, SIGNUP_HOST);
  const site = await member.newPage();
  await fillStepZero(site, unique('moderated'), name, { gender: 'female', lookingFor: 'male' });
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
