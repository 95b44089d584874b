/**
 * Pages that go out without client scripts (Remix's "Disabling JavaScript" pattern, ADR 0097):
 * their links, GET forms and posted forms work as plain HTML, so a visitor from an ad gets the
 * page without downloading and running the app (issue 21: landers ≤ 100 kB of JavaScript, and
 * nothing to block the main thread). The root layout leaves out <Scripts> when a matched route
 * is one of these; the bundle budget test counts nothing for them.
 *
 * - the marketing landers and the per-member landings: links and forms into signup only
 *   (the swipe lander needs its drag, the full-screen landing3 holds the signup form with its
 *   checks as one types: both keep their scripts);
 * - the refused cross-site request page (ADR 0044): the browser shows the posted URL, so
 *   hydrating it would fail.
 */
export const SCRIPTLESS_ROUTES: ReadonlySet<string> = new Set([
  'landers-kind-slug',
  'members-id-landing',
  'members-id-landing2',
  'request-refused',
]);

/**
 * On a page without the app, a server-rendered open dialog (the entry warning) is shown
 * in place; this makes it modal as hydration would (inert page behind, focus inside), for
 * dialogs that are visible (CSS hides the entry warning in the installed app). Inlined with the
 * response's CSP nonce.
 */
export const MODAL_DIALOG_SCRIPT =
  'for(const d of document.querySelectorAll(\'dialog[open][aria-modal="true"]\'))if(d.getClientRects().length&&d.showModal){d.close();d.showModal()}';
