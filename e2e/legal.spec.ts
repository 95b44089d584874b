/**
 * Issue 9 (legal and help pages, complaints, cookie consent) and issue 5's footer: every legal
 * page renders on two brands in two locales without a missing key, the short {token} form
 * serves the same page, a complaint is stored and confirmed by e-mail, rejecting cookies keeps
 * only the necessary ones, the footer links work, and US sites in English show the US footer.
 */
import { OUTBOX, unique } from './support/accounts.ts';
import {
  ALICE,
  expectNoAxeViolations,
  logIn,
  type BrowserContext,
  type Page,
  expect,
  test,
} from './support/fixtures.ts';

const PORT = process.env.E2E_PORT ?? 3199;
const base = (host: string) => `http://${host}:${PORT}`;
const PAGES = ['terms', 'privacy', 'cookies', 'faq', 'return-policy', 'service', 'ban', '2257'];
/** Two brands, each in English and in a second language its domain offers. */
const SITES = [
  { host: 'velvet.localhost', locale: 'en', heading: 'Terms and conditions' },
  { host: 'velvet.localhost', locale: 'de', heading: 'Allgemeine Geschäftsbedingungen' },
  { host: 'herflame.localhost', locale: 'en', heading: 'Terms and conditions' },
  { host: 'nl.herflame.localhost', locale: 'nl', heading: 'Algemene voorwaarden' },
];

async function visitor(context: BrowserContext, host: string, locale: string, consent?: string) {
  await context.addCookies([
    { name: 'entry_warning_dismissed', value: String(Date.now()), domain: host, path: '/' },
    { name: 'i18n_redirected', value: locale, domain: host, path: '/' },
    ...(consent ? [{ name: 'cookie_consent', value: consent, domain: host, path: '/' }] : []),
  ]);
}

/** No raw i18n key or unfilled placeholder is visible anywhere on the page. */
async function expectNoMissingKeys(page: Page) {
  const text = await page.locator('body').textContent();
  expect(text).not.toMatch(/\b(legal|pages|complaints|consent|footer)\.[a-z][\w.]*\b/);
  expect(text).not.toContain('{{');
}

for (const site of SITES) {
  test(`every legal page renders on ${site.host} in ${site.locale}`, async ({ page, context }) => {
    await visitor(context, site.host, site.locale, 'rejected:2026-11-23');
    for (const slug of PAGES) {
      const response = await page.goto(`${base(site.host)}/pages/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
      await expectNoMissingKeys(page);
      await expectNoAxeViolations(page);
    }
    await page.goto(`${base(site.host)}/pages/terms`);
    await expect(page.getByRole('heading', { level: 1, name: site.heading })).toBeVisible();
    // The company's added date (2024-03-01) is later than the default terms date.
    await expect(page.getByText(/2024/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Contents|Inhalt|Inhoud/ })).toBeVisible();
  });
}

test('the short {token} form serves a legal page; other tokens are the 404 page', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(404, '/no-such-page');
  await visitor(context, 'velvet.localhost', 'en', 'rejected:2026-11-23');
  await page.goto(`${base('velvet.localhost')}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pages\/terms$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Terms and conditions/);
  const missing = await page.goto(`${base('velvet.localhost')}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('the service page shows the support address and the cleaned phone number', async ({ page, context }) => {
  await visitor(context, 'velvet.localhost', 'en', 'rejected:2026-11-23');
  await page.goto(`${base('velvet.localhost')}/pages/service`);
  await expect(page.getByRole('link', { name: '+31207946000' })).toHaveAttribute('href', 'tel:+31207946000');
  await expect(page.getByRole('link', { name: 'support@velvetdate.example' })).toBeVisible();
});

test('a visitor files a complaint and gets the confirmation e-mail', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(400, '/complaints'); // the empty form, on purpose
  await visitor(context, 'velvet.localhost', 'en', 'rejected:2026-11-23');
  await page.goto(`${base('velvet.localhost')}/complaints`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  const email = unique('complaint');
  await page.getByLabel('What is your complaint about?').selectOption('billing');
  await page.getByLabel('Your complaint', { exact: true }).fill('I was charged twice for one bundle.');
  await page.getByLabel('Your name').fill('Jo Visitor');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByRole('heading', { name: 'Complaint received' })).toBeVisible();
  const status = await page.getByRole('status').filter({ hasText: 'reference' }).textContent();
  const reference = /C-\d{6,}/.exec(status ?? '')?.[0];
  expect(reference).toBeTruthy();
  await expectNoAxeViolations(page);
  await page.goto(OUTBOX);
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toContainText(reference!);
});

test('a logged-in member finds the complaint form filled with their name and e-mail', async ({
  page,
  context,
}) => {
  await visitor(context, 'velvet.localhost', 'en', 'rejected:2026-11-23');
  await logIn(page, ALICE);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  await page.goto(`${base('velvet.localhost')}/complaints?about=${encodeURIComponent('/members/12')}`);
  await expect(page.getByLabel('Your e-mail address')).toHaveValue(ALICE);
  await expect(page.getByLabel('Your name')).not.toHaveValue('');
  await expect(page.getByLabel(/Which member or page/)).toHaveValue('/members/12');
});

test('rejecting cookies keeps only the necessary ones, and the choice can be changed', async ({
  page,
  context,
}) => {
  await visitor(context, 'velvet.localhost', 'en');
  await page.goto(`${base('velvet.localhost')}/pages/faq?network=partner1&ref=abc`);
  const bar = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(bar).toBeVisible();
  await expectNoAxeViolations(page);
  const names = async () => (await context.cookies()).map((c) => c.name);
  expect(await names()).not.toContain('tracking');
  const accept = bar.getByRole('button', { name: 'Accept' });
  const reject = bar.getByRole('button', { name: 'Reject' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.round(a!.width)).toBe(Math.round(r!.width));
  expect(Math.round(a!.height)).toBe(Math.round(r!.height));
  await reject.click();
  await expect(bar).toBeHidden();
  const necessary = ['entry_warning_dismissed', 'i18n_redirected', 'i18n_chosen', 'sid', 'cookie_consent'];
  expect((await names()).filter((n) => !necessary.includes(n) && !n.startsWith('alert_'))).toEqual([]);
  const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(decodeURIComponent(consent?.value ?? '')).toMatch(/^rejected:\d{4}-\d{2}-\d{2}$/);
  // A later visit with tracking parameters still sets no tracking cookie.
  await page.goto(`${base('velvet.localhost')}/?network=partner2`);
  expect(await names()).not.toContain('tracking');

  // Changing the choice later: the footer's cookie settings lead to the choice on /pages/cookies.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(page.getByText(/You rejected optional cookies/)).toBeVisible();
  await page.goto(`${base('velvet.localhost')}/pages/cookies?network=partner3`);
  await page.locator('#cookie-settings').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/You accepted optional cookies/)).toBeVisible();
  const tracking = (await context.cookies()).find((c) => c.name === 'tracking');
  expect(tracking?.value).toContain('partner3');
  await page.locator('#cookie-settings').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/You rejected optional cookies/)).toBeVisible();
  expect(await names()).not.toContain('tracking');
});

test('the footer links lead to their pages', async ({ page, context }) => {
  await visitor(context, 'velvet.localhost', 'en', 'rejected:2026-11-23');
  await page.goto(`${base('velvet.localhost')}/`);
  const footer = page.getByRole('contentinfo');
  const links: [string, RegExp][] = [
    ['Terms and conditions', /Terms and conditions/],
    ['Privacy', /Privacy statement/],
    ['Cookies', /Cookie policy/],
    ['Access ban', /Access ban/],
    ['Complaints', /Complaints/],
    ['Returns and refunds', /Returns and refunds/],
    ['FAQ', /Frequently asked questions/],
    ['Customer service', /Customer service/],
  ];
  for (const [name, heading] of links) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Pricing', exact: true }).click();
  // Pricing is public: a visitor sees the prices without logging in (ADR 0033).
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(footer.getByTestId('us-footer')).toHaveCount(0);
  // The disclaimer: adults only once, and the site-wide notice of fictional profiles with its mark.
  const disclaimer = footer.getByRole('region', { name: 'Disclaimer' });
  await expect(disclaimer).toContainText('For adults aged 18 and over only.');
  await expect(disclaimer).toContainText('Some profiles are fictional');
  await expect(disclaimer.getByRole('img', { name: 'Fictional profile' })).toBeVisible();
  await expect(footer.getByText('For adults aged 18 and over only.')).toHaveCount(1);
});

test('the fictional-profile notice speaks the page’s language (issue 15.4)', async ({ page, context }) => {
  // The German domain: the footer's notice in German.
  const de = 'de.velvet.localhost';
  await visitor(context, de, 'de', 'rejected:2026-11-23');
  await page.goto(`${base(de)}/pages/faq`);
  const disclaimer = page.getByRole('contentinfo').getByRole('region', { name: 'Hinweis' });
  await expect(disclaimer).toContainText(
    'Einige Profile sind fiktiv: Unser Team betreibt sie zur Unterhaltung',
  );
  await expect(disclaimer).not.toContainText('Some profiles are fictional');

  // A Finnish visitor of the English domain: a fictional profile says so in Finnish.
  const host = 'velvet.localhost';
  await visitor(context, host, 'fi', 'rejected:2026-11-23');
  await page.goto(`${base(host)}/pages/faq`);
  // From inside the page: the browser resolves *.localhost, Node does not.
  const search = await page.evaluate(() => fetch('/api/members.php').then((r) => r.json()));
  const fictional = search.members.find((m: { fictional: boolean }) => m.fictional);
  expect(fictional, 'the demo data has a fictional member on page 1').toBeTruthy();
  await page.goto(`${base(host)}/members/${fictional.id}`);
  await expect(
    page.getByText('Tämä profiili on kuvitteellinen: tiimimme ylläpitää sitä viihteeksi'),
  ).toBeVisible();
  await expect(page.getByText('This profile is fictional')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Osa profiileista on kuvitteellisia');
});

test('a US site in English shows the US footer with the 2257 statement', async ({ page, context }) => {
  const host = 'us.velvet.localhost';
  await visitor(context, host, 'en', 'rejected:2026-11-23');
  await page.goto(`${base(host)}/pages/privacy`);
  const us = page.getByRole('contentinfo').getByTestId('us-footer');
  await expect(us).toContainText('All persons depicted on this website were 18 years of age or older');
  await us.getByRole('link', { name: /2257/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /18 U.S.C. 2257/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${base(host)}/sitemap.xml`);
  expect(await page.content()).toContain('/pages/2257');
  // In Spanish, the same US site shows the normal footer.
  await context.addCookies([{ name: 'i18n_redirected', value: 'es', domain: host, path: '/' }]);
  await page.goto(`${base(host)}/pages/privacy`);
  await expect(page.getByTestId('us-footer')).toHaveCount(0);
});
