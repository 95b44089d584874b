/**
 * The console's request context, built by packages/server (console.ts) for every request it
 * hands to this app: the CSP nonce and a fetch into the staff API in the same process.
 */
import '@remix-run/node';

declare module '@remix-run/node' {
  interface AppLoadContext {
    nonce: string;
    /** Sends a request to the staff API in-process (no socket). */
    staffFetch: (request: Request) => Promise<Response>;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
