/**
 * The page's API client, loaded on first use. The client parses every answer with the
 * contract's zod schemas (about 30 kB gzipped with zod); the pages call it only on a member's
 * action (like, send, delete, locate), so it stays out of the JavaScript a page preloads
 * (ADR 0080). The chunk is cached after the first call.
 */
import type { ApiClient } from '@dating/api-client';

export async function loadBrowserApi(): Promise<ApiClient> {
  const { browserApi } = await import('./browser-api.ts');
  return browserApi();
}
