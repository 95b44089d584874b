/**
 * Issue 22 point 6 (ADR 0088): a UK member (herflame.localhost is the brand's GB domain) gets a
 * chat photo without the picture — not in the page's HTML, never requested — and a translated
 * locked state with "Verify your age"; a failed sandbox check keeps it locked, a passed one
 * shows it. Desktop and phone-360.
 */
import { join } from 'node:path';
import { apiJson, fillStepZero, followMailLink, unique } from './support/accounts.ts';
import { overflowFindings } from './support/overflow.ts';
import {
  DEMO_PASSWORD,
  SIGNUP_BASE,
  SIGNUP_HOST,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  logIn,
  test,
} from './support/fixtures.ts';

const PORTRAIT = join(import.meta.dirname, 'support', 'portrait.png');

// Fresh members sign up on the second brand (its first domain is the GB one).
test.use({ baseURL: SIGNUP_BASE });

test('a UK member sees chat photos only after passing the age check; a failed check keeps them locked', async ({
  page,
  browser,
}, testInfo) => {
  // The member: a fresh sign-up on the GB domain, in this page.
  await dismissEntryWarning(page.context(), SIGNUP_HOST);
  const email = unique('ageuk');
  await fillStepZero(page, email, 'Agatha', { gender: 'female', lookingFor: 'male' });
  const me = (await apiJson(page, '/api/user.php')).user.id as number;
  await followMailLink(page, email);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();

  // Bob, a premium demo member of the same brand, sends her a photo from his own browser.
  const bobContext = await browser.newContext({ baseURL: SIGNUP_BASE });
  await dismissEntryWarning(bobContext, SIGNUP_HOST);
  const bob = await bobContext.newPage();
  await logIn(bob, `bob@herflame.demo`, DEMO_PASSWORD);
  await bob.goto(`/members/${me}/chat`);
  await bob.locator('input[type="file"]').setInputFiles(PORTRAIT);
  await expect(bob.getByRole('log').getByRole('img', { name: 'Photo you sent' }).last()).toBeVisible();
  const bobId = (await apiJson(bob, '/api/user.php')).user.id as number;
  await bobContext.close();

  // Locked: no picture in the HTML, no request for it, the reason and the way out instead.
  const photoRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/chat-photo.php')) photoRequests.push(r.url());
  });
  const chat = `/members/${bobId}/chat`;
  await page.goto(chat);
  const log = page.getByRole('log');
  await expect(log.getByText('Photo hidden until you verify your age')).toBeVisible();
  await expect(page.getByText('Photos in this chat are hidden until you verify your age.')).toBeVisible();
  expect(await page.content()).not.toContain('chat-photo.php');
  await expect(log.getByRole('img', { name: 'Photo from Bob' })).toHaveCount(0);
  expect(photoRequests).toEqual([]);
  await expectNoAxeViolations(page);
  expect(await overflowFindings(page, 'the locked chat')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('chat-locked.png'), fullPage: true });

  // A failed check keeps it locked.
  await page.getByRole('link', { name: 'Verify your age' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your age' })).toBeVisible();
  await expect(
    page.getByText(/Where you are \(United Kingdom\), the law asks for an age check/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await overflowFindings(page, 'the age check page')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('age-check.png'), fullPage: true });
  await page.getByRole('button', { name: /^Start the check/ }).click();
  await expect(page.getByRole('heading', { name: 'Test age check' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("The provider's answer").selectOption('failed');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('The age check did not succeed, so these photos stay hidden.')).toBeVisible();
  await page.goto(chat);
  await expect(page.getByRole('log').getByText('Photo hidden until you verify your age')).toBeVisible();
  expect(photoRequests).toEqual([]);

  // A passed check shows the photo.
  await page.getByRole('link', { name: 'Verify your age' }).click();
  await page.getByRole('button', { name: /^Start the check/ }).click();
  await page.getByLabel("The provider's answer").selectOption('passed');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Your age is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(new RegExp(`${chat}$`));
  const photo = page.getByRole('log').getByRole('img', { name: 'Photo from Bob' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Photos in this chat are hidden until you verify your age.')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('chat-unlocked.png'), fullPage: true });
});
