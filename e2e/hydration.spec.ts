/**
 * A tap while the page is still hydrating, on a slow phone (ADR 0094): React hydrates at once
 * for the tap, and before the fix Remix's decoding of the loader data suspended the whole
 * document there ("Root did not complete", React error 345) in most such loads. The journey's
 * console check fails on any page error.
 */
import { dismissEntryWarning, expect, test } from './support/fixtures.ts';

test('taps during hydration on a slow CPU raise no error, and the page then works', async ({
  page,
  context,
}) => {
  await dismissEntryWarning(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let load = 0; load < 3; load++) {
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(/e-?mail/i).waitFor({ state: 'attached' });
    // Taps on an empty part of the page, as fast as they come, until well after hydration.
    for (let tap = 0; tap < 25; tap++) await page.mouse.click(5, 400);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Hydrated and working: the language button opens its menu.
  const language = page.getByRole('button', { name: /Language: English/ });
  await language.click();
  await expect(language).toHaveAttribute('aria-expanded', 'true');
});
