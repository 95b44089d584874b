/**
 * The API client for calls made from the page itself (same origin, the member's cookie), with
 * the loaders' retry rule (spec §7, ADR 0009) and the browser's online signal, so a write made
 * while offline waits for the network instead of failing (ADR 0034). A 403
 * `authentication_required` logs the member out (spec §7).
 */
import { type ApiClient, createApiClient } from '@dating/api-client';
import { retryPolicy } from './retry.ts';
import { BAN_PAGE, loginAfterSessionEnded } from './session-ended.ts';

let client: ApiClient | undefined;
let loggingOut = false;

/** Ends the stale session (clears the cookie) and opens the login page with the notice. */
async function logOut(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  // Without the session cookie the next page load starts logged out, whatever the answer.
  await browserApi()
    .raw.logout()
    .catch(() => undefined);
  // A full load, not a client navigation: every piece of member state in the page goes.
  window.location.assign(loginAfterSessionEnded(window.location.pathname + window.location.search));
}

export function browserApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: '',
    retry: retryPolicy,
    online: () => navigator.onLine,
    onAuthenticationRequired: () => void logOut(),
    // Issue 19: a ban ended the session; a full load of the ban page drops every member state.
    onBanned: () => window.location.assign(BAN_PAGE),
  });
  return client;
}
