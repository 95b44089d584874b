/**
 * Cross-site forms in a real browser (issue 16 point 1, ADR 0044): a form another page posts to
 * the site gets the translated 403 page and nothing happens; the site's own forms go through,
 * with and without JavaScript (Chromium sends the site's Origin on both).
 */
import {
  ALICE,
  dismissEntryWarning,
  expect,
  expectNoAxeViolations,
  logIn,
  logOut,
  test,
} from './support/fixtures.ts';

test('a form posted from another page is refused with the 403 page; the member stays logged in', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.expectFailedRequest(403, '/logout');
  await dismissEntryWarning(context);
  await logIn(page, ALICE);
  await expect(page).toHaveURL(/\/members$/);

  // A page of no origin (as a sandboxed frame or a data: page): the browser sends Origin: null.
  await page.goto('about:blank');
  await page.setContent(
    `<main><h1>Prize</h1><form method="post" action="${baseURL}/logout"><button>Claim your prize</button></form></main>`,
  );
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${baseURL}/logout`),
    page.getByRole('button', { name: 'Claim your prize' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  await expect(
    page.getByRole('heading', {
      name: 'This request was refused for your security. Please reload the page and try again.',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/members');
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  // The site's own logout form (same origin) still works.
  await logOut(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the site’s own login form posts and signs in', async ({ page, context }) => {
    await dismissEntryWarning(context);
    await logIn(page, ALICE);
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});
