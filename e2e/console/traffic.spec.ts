/**
 * Traffic sources in the console (issue 19 point 7): the admin sets a postback URL for a network
 * pointing at a receiver this journey starts on 127.0.0.1, a visitor signs up through a lander
 * with that network's tracking, the postback reaches the receiver with the expanded template,
 * and the console shows the attempt as delivered and the signup in the report and its CSV.
 * The dashboard counts the lander visit and the signup. Axe clean. The journeys' server runs without the scheduler, so the admin's "Send now" runs the
 * queued postback (the scheduler's tick runs the same job in API tests).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { unique } from '../support/accounts.ts';
import { expect, expectNoAxeViolations, SIGNUP_BASE, SIGNUP_HOST, test } from '../support/fixtures.ts';
import { ADMIN, CONSOLE_BASE, loginAsStaff } from './support.ts';

let receiver: Server;
let port = 0;
const received: string[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    received.push(req.url ?? '');
    res.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test('a postback to a local receiver on signup, shown as delivered; the report counts the signup', async ({
  page,
  browser,
}) => {
  // A network of this run only (both projects run it on one server).
  received.length = 0;
  const network = unique('net').split('@')[0]!;
  const sub1 = `c${Date.now().toString(36)}`;
  await loginAsStaff(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Traffic sources' })
    .click();
  await expect(page.getByRole('heading', { name: 'Traffic sources', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Postbacks' }).click();
  await expect(page.getByRole('heading', { name: 'Postbacks', level: 1 })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a network' });
  // A placeholder the queue does not know is refused beside the field.
  await add.getByLabel('Network').fill(network);
  await add.getByLabel('Postback URL').fill(`http://127.0.0.1:${port}/pb?click={click}`);
  await add.getByRole('button', { name: 'Add network' }).click();
  await expect(add.getByText('Use only the listed placeholders, each in braces.')).toBeVisible();
  await expectNoAxeViolations(page);
  await add
    .getByLabel('Postback URL')
    .fill(`http://127.0.0.1:${port}/pb?click={sub1}&event={event}&ref={ref}`);
  await add.getByRole('button', { name: 'Add network' }).click();
  await expect(page.getByRole('status')).toContainText(`The postback URL of ${network} is saved.`);
  await expect(page.getByLabel(`URL for ${network}`)).toHaveValue(
    `http://127.0.0.1:${port}/pb?click={sub1}&event={event}&ref={ref}`,
  );

  // The visitor, in a browser of their own: a lander with the network's tracking, then signup.
  const visitorContext = await browser.newContext();
  await visitorContext.addCookies([
    { name: 'entry_warning_dismissed', value: String(Date.now()), domain: SIGNUP_HOST, path: '/' },
    { name: 'i18n_redirected', value: 'en', domain: SIGNUP_HOST, path: '/' },
    { name: 'cookie_consent', value: 'rejected:2026-01-01', domain: SIGNUP_HOST, path: '/' },
  ]);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${SIGNUP_BASE}/landers/maplanding?network=${network}&ref=r%2642&sub1=${sub1}`);
  await visitor.getByRole('link', { name: 'Join free' }).first().click();
  await visitor.getByLabel('I am', { exact: true }).selectOption('male');
  await visitor.getByLabel('I am looking for').selectOption('female');
  await visitor.getByLabel('Username').fill('Tracked');
  await visitor.getByLabel(/Date of birth/).fill('1987-04-05');
  await visitor.getByLabel('E-mail address').fill(unique('postback'));
  await visitor.getByLabel('Password').fill('my-secret-pass');
  await visitor.getByLabel(/accept the terms/).check();
  await visitor.getByRole('button', { name: 'Create my account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await visitorContext.close();

  // The queued postback, sent from the console; the receiver gets the expanded URL once.
  await page.goto(`${CONSOLE_BASE}/traffic/postbacks?network=${encodeURIComponent(network)}`);
  const row = page.locator('tr[data-postback]').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('Not tried yet');
  await row.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status')).toContainText('The postback was delivered.');
  expect(received).toEqual([`/pb?click=${sub1}&event=signup&ref=r%2642`]);
  await expect(row).toHaveAttribute('data-status', 'delivered');
  await expect(row).toContainText('Delivered');
  await expect(row.getByRole('listitem')).toContainText('200');
  await expect(row.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('postbacks.png'), fullPage: true });
  // The log downloads as CSV with its filters: the delivered postback with its one attempt.
  const logDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as CSV' }).click();
  const log = readFileSync((await (await logDownload).path())!, 'utf8');
  expect(log.split('\r\n')[0]).toMatch(/^id,created_at,network,event,url,status,attempts,/);
  expect(log).toMatch(new RegExp(`,${network},signup,[^\\r]*,delivered,1,`));

  // The report: the signup under the network on the signup brand; grouped by sub id 1, and as CSV.
  await page.getByRole('link', { name: 'Traffic report' }).click();
  await page.getByLabel('Group by').selectOption('sub1');
  await page.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('region', { name: 'Traffic report' });
  const line = table.getByRole('row').filter({ hasText: network });
  await expect(line).toContainText(sub1);
  await expect(line.getByRole('cell').nth(4)).toHaveText('1');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('traffic.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^day,brand,network,sub1,signups,activations,first_purchases/);
  expect(csv).toMatch(new RegExp(`,herflame,${network},${sub1},1,0,0`));

  // The dashboard: the lander visit and the signup are in today's figures of the brand.
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Visits and conversions' }).locator('svg').first(),
  ).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const figures = page.locator(`tr[data-day="${today}"][data-brand="herflame"]`);
  await expect(figures.getByRole('cell').nth(2)).not.toHaveText('0');
  await expect(figures.getByRole('cell').nth(3)).not.toHaveText('0');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
});
