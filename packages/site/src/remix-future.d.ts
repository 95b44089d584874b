// Single Fetch types for loaders and actions (Remix v3_singleFetch future flag).
import '@remix-run/node';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
