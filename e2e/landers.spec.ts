/**
 * Issue 9 (second half) and issue 5's layouts: the home page, the marketing landers in the
 * lander layout, the per-member landings (lander and empty layouts) and tracking kept from a
 * lander through signup. ADR 0031 has the slug rule.
 */
import { strFromU8, unzipSync } from 'fflate';
import { apiJson, unique } from './support/accounts.ts';
import {
  BOB,
  SIGNUP_BASE,
  SIGNUP_HOST,
  expectNoAxeViolations,
  logIn,
  type Page,
  expect,
  test,
} from './support/fixtures.ts';

const PORT = process.env.E2E_PORT ?? 3199;
const KINDS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

async function asVisitor(page: Page, host: string, locale: string) {
  await page.context().addCookies([
    { name: 'entry_warning_dismissed', value: String(Date.now()), domain: host, path: '/' },
    { name: 'i18n_redirected', value: locale, domain: host, path: '/' },
  ]);
}

/** No raw key of this work's namespaces on the page (a missing translation shows its key). */
async function expectNoRawKeys(page: Page) {
  // The rendered text: textContent would include the inline scripts, whose translation
  // resources hold keys and {{placeholders}} by design.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the visitor reads
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(landers|landing|home)\.[a-zA-Z]/);
  expect(text).not.toContain('{{');
}

const COMBOS = [
  { brand: 'velvet', locale: 'en', join: 'Join free', slug: 'tonight', headline: 'Meet someone tonight' },
  // Her Flame's Dutch domain speaks Dutch (and shows the NL entry warning on lander layouts).
  {
    brand: 'nl.herflame',
    locale: 'nl',
    join: 'Gratis lid worden',
    slug: 'she-tonight',
    headline: 'Ontmoet vanavond iemand',
  },
] as const;

for (const combo of COMBOS) {
  test(`every lander renders on ${combo.brand} in ${combo.locale}, leads into signup and passes axe`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    consoleErrors.expectFailedRequest(404, '/landers/nosuchlander'); // the unknown slug, on purpose
    const host = `${combo.brand}.localhost`;
    const base = `http://${host}:${PORT}`;
    await asVisitor(page, host, combo.locale);
    // The landers go out without scripts (ADR 0097): a visitor from an ad downloads none.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const kind of KINDS) {
      await page.goto(`${base}/landers/${kind}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', combo.locale);
      await expect(page.getByRole('link', { name: combo.join }).first()).toHaveAttribute('href', /^\/signup/);
      await expectNoRawKeys(page);
      await expectNoAxeViolations(page);
    }
    expect(scripts).toEqual([]);
    await page.goto(`${base}/landers/tinderswipe`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);

    // A campaign slug with the brand's niche prefix picks the headline…
    await page.goto(`${base}/landers/gallery/${combo.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: combo.headline })).toBeVisible();
    // …and one of another niche goes to the plain lander, keeping the query.
    await page.goto(`${base}/landers/gallery/bbw-tonight?network=n1`);
    await expect(page).toHaveURL(`${base}/landers/gallery?network=n1`);
    // An unknown lander is the 404 page.
    const missing = await page.goto(`${base}/landers/nosuchlander`);
    expect(missing?.status()).toBe(404);
  });
}

test('the home page converts visitors and greets members', async ({ page }) => {
  for (const combo of COMBOS) {
    const host = `${combo.brand}.localhost`;
    await asVisitor(page, host, combo.locale);
    await page.goto(`http://${host}:${PORT}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /46\s?%/ })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/pages/faq"]')).toBeVisible();
    await expect(page.locator('form[action="/signup"]')).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);
  }
  await asVisitor(page, 'velvet.localhost', 'en');
  await logIn(page, BOB);
  await expect(page).toHaveURL(/\/members/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.locator('form[action="/signup"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('on the signup brand', () => {
  test.use({ baseURL: SIGNUP_BASE });

  test('tracking from a lander reaches signup without the tracking cookie (no consent)', async ({
    page,
    context,
  }) => {
    await asVisitor(page, SIGNUP_HOST, 'en');
    await page.goto('/landers/maplanding?network=e2enet&ref=r42&sub1=s1&sub2=s2&sub3=s3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // As when the visitor declined cookies: nothing keeps the tracking but the links and forms.
    await context.clearCookies({ name: 'tracking' });
    await page.getByRole('link', { name: 'Join free' }).first().click();
    await expect(page).toHaveURL(/\/signup\?network=e2enet&ref=r42&sub1=s1&sub2=s2&sub3=s3$/);
    const form = page.locator('form[action="/signup"]');
    for (const [key, value] of Object.entries({
      network: 'e2enet',
      ref: 'r42',
      sub1: 's1',
      sub2: 's2',
      sub3: 's3',
    })) {
      await expect(form.locator(`input[type="hidden"][name="${key}"]`)).toHaveValue(value);
    }
    await context.clearCookies({ name: 'tracking' });
    await page.getByLabel('I am', { exact: true }).selectOption('male');
    await page.getByLabel('I am looking for').selectOption('female');
    await page.getByLabel('Username').fill('Tracked');
    await page.getByLabel(/Date of birth/).fill('1987-04-05');
    await page.getByLabel('E-mail address').fill(unique('tracked'));
    await page.getByLabel('Password').fill('my-secret-pass');
    await page.getByLabel(/accept the terms/).check();
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/signup'),
    );
    await page.getByRole('button', { name: 'Create my account' }).click();
    // What the browser sent: the tracking as form fields, no cookie (signup-action.test.ts
    // shows the action passes these to the API, signup.test.ts that the API stores them).
    const request = await posted;
    expect((await request.allHeaders()).cookie ?? '').not.toMatch(/(^|; )tracking=/);
    const body = new URLSearchParams(request.postData() ?? '');
    expect([
      body.get('network'),
      body.get('ref'),
      body.get('sub1'),
      body.get('sub2'),
      body.get('sub3'),
    ]).toEqual(['e2enet', 'r42', 's1', 's2', 's3']);
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    // The account holds them: the member's own data export shows what the operator stored.
    // Fetched by the browser (Node cannot resolve *.localhost), the ZIP's bytes handed back.
    const bytes = await page.evaluate(async () => {
      const response = await fetch('/api/my-data.php');
      return response.ok ? Array.from(new Uint8Array(await response.arrayBuffer())) : [];
    });
    const zip = unzipSync(new Uint8Array(bytes));
    const stored = JSON.parse(strFromU8(zip['consents-and-tracking.json']!)) as {
      tracking: Record<string, string>;
    };
    expect(stored.tracking).toEqual({ network: 'e2enet', ref: 'r42', sub1: 's1', sub2: 's2', sub3: 's3' });
  });

  test('a member’s landings lead into signup with a first message to that member', async ({
    page,
    consoleErrors,
  }) => {
    // The empty signup form on landing3 (400) and an unknown member's landing (404), on purpose.
    consoleErrors.expect(
      /^console\.error Failed to load resource: the server responded with a status of 400 .*\/members\/\d+\/landing3\.data\)$/,
    );
    consoleErrors.expectFailedRequest(404, '/members/987654321/landing');
    await asVisitor(page, SIGNUP_HOST, 'en');
    const { members } = await apiJson(page, '/api/showcase.php?limit=2');
    const [member, other] = members as { id: number; name: string }[];

    await page.goto(`/members/${member!.id}/landing`);
    await expect(page.getByRole('heading', { level: 1, name: `Meet ${member!.name}` })).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);
    const email = unique('landing');
    const text = `Hello ${member!.name}, from a landing (${email.split('@')[0]})`;
    await page.getByLabel(`Your first message to ${member!.name}`).fill(text);
    await page.getByRole('button', { name: `Write to ${member!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${member!.id}/signup\\?`));
    await expect(page.getByLabel(`Your first message to ${member!.name}`)).toHaveValue(text);
    await page.getByLabel('I am', { exact: true }).selectOption('male');
    await page.getByLabel('I am looking for').selectOption('female');
    await page.getByLabel('Username').fill('Lander');
    await page.getByLabel(/Date of birth/).fill('1985-01-02');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('my-secret-pass');
    await page.getByLabel(/accept the terms/).check();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    await page.goto(`/members/${member!.id}/chat`);
    await expect(page.getByRole('log')).toContainText(text);
    // A visitor again, in the same browser.
    await page.context().clearCookies();
    await asVisitor(page, SIGNUP_HOST, 'en');

    // landing2: an icebreaker line starts the signup with it as the message.
    await page.goto(`/members/${other!.id}/landing2/she-new`);
    await expect(page.getByRole('heading', { level: 1, name: `${other!.name} is new here` })).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /couldn't scroll past/ }).click();
    await expect(page.getByLabel(`Your first message to ${other!.name}`)).toHaveValue(/couldn't scroll past/);
    // A slug of another niche goes to the plain landing.
    await page.goto(`/members/${other!.id}/landing2/gay-new`);
    await expect(page).toHaveURL(new RegExp(`/members/${other!.id}/landing2$`));

    // landing3 (empty layout): the signup dialog over the photo, field errors in the dialog.
    await page.goto(`/members/${other!.id}/landing3`);
    const dialog = page.getByRole('dialog', { name: `Meet ${other!.name}` });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('dialog').getByText('Please fill in this field.').first()).toBeVisible();
    const text3 = `Hi ${other!.name}, from the full-screen landing (${unique('l3').split('@')[0]})`;
    const filled = page.getByRole('dialog');
    await filled.getByLabel(`Your first message to ${other!.name}`).fill(text3);
    await filled.getByLabel('I am', { exact: true }).selectOption('male');
    await filled.getByLabel('I am looking for').selectOption('female');
    await filled.getByLabel('Username').fill('Fullscreen');
    await filled.getByLabel(/Date of birth/).fill('1984-03-04');
    await filled.getByLabel('E-mail address').fill(unique('landing3'));
    await filled.getByLabel('Password').fill('my-secret-pass');
    await filled.getByLabel(/accept the terms/).check();
    await filled.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    await page.goto(`/members/${other!.id}/chat`);
    await expect(page.getByRole('log')).toContainText(text3);
    await page.context().clearCookies();
    await asVisitor(page, SIGNUP_HOST, 'en');

    // A member who is not there is the 404 page.
    const gone = await page.goto('/members/987654321/landing');
    expect(gone?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});

test('the swipe lander: pass with a button, like with the arrow key, and write to that member', async ({
  page,
}) => {
  await asVisitor(page, 'velvet.localhost', 'en');
  const { members } = await apiJson(page, '/api/showcase.php?limit=12');
  const [first, second] = members as { id: number; name: string }[];
  await page.goto('/landers/tinderswipe?network=swipenet');
  await page.getByRole('button', { name: `Pass on ${first!.name}` }).click();
  const like = page.getByRole('button', { name: `Like ${second!.name}` });
  await like.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/members/${second!.id}/signup\\?network=swipenet$`));
  await expect(page.getByRole('heading', { level: 1, name: `Write to ${second!.name}` })).toBeVisible();
  await expect(page.locator('#main input[type="hidden"][name="network"]')).toHaveValue('swipenet');
});

test('the entry warning shows on the lander layout for the Netherlands only', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'i18n_redirected', value: 'nl', domain: 'nl.herflame.localhost', path: '/' }]);
  await page.goto(`http://nl.herflame.localhost:${PORT}/landers/gallery`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  // A visitor of the British domain is not asked on a lander (spec §9: NL and DE only).
  await page.goto(`${SIGNUP_BASE}/landers/gallery`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
