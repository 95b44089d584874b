/**
 * Spec §7: interests and regions are "loaded once and cached". They are the same for every
 * visitor of a site, so one process-wide cache keyed by site host holds them, with a time to
 * live (ADR 0035); neither changes while the network runs (ADR 0083), and the API keeps its own
 * copy, so a reload after it costs one in-process call. A page sends only the regions of its own
 * country (ADR 0083). Company info is not here: it comes with the page shell (ADR 0069). Nothing
 * per member goes in here: the API client used to load them may carry a session, but these
 * endpoints do not depend on it.
 */
import type { ApiClient } from '@dating/api-client';
import type { Regions } from '@dating/contract';
import type { SiteLoadContext } from '../context.server.ts';
import { regionsOf } from '../components/profile-fields/RegionSelect.tsx';
import type { ActionResult } from './api-action.ts';

/** Five minutes: how long a site process holds the list before asking the API again. */
export const REFERENCE_TTL_MS = 5 * 60_000;

export interface TtlCache {
  /** The cached value for key, or load()'s result, kept for the time to live. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * A cache of promises, so concurrent requests for the same key share one load. A failed load is
 * dropped at once: the next request tries again instead of replaying the error.
 */
export function createTtlCache(ttlMs: number, now: () => number = Date.now): TtlCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      const entry = { expires: now() + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}

const shared = createTtlCache(REFERENCE_TTL_MS);

/** The site's reference data through the shared cache, keyed by the site's host. */
export function referenceData(api: ApiClient, ctx: SiteLoadContext, cache: TtlCache = shared) {
  const host = ctx.site.host;
  return {
    regions: () => cache.get(`${host}:regions`, () => api.regions()),
    interests: () => cache.get(`${host}:interests`, () => api.interests()),
  };
}

/**
 * A location form's failed answer with the regions of the country it sent (ADR 0083). The page
 * opens with its saved country's regions only; with JavaScript another country's list is loaded
 * when it is picked, but without it the form is sent with a new country and comes back with its
 * error, and shows that country's list from here. Failed answers are `data(…, status)` (apiFailure,
 * invalidForm); a success is passed on as it is.
 */
export async function withPostedRegions<T>(result: T, form: FormData, regions: () => Promise<Regions>) {
  const country = form.get('country');
  if (typeof country === 'string' && isFailure(result))
    result.data.regions = regionsOf(await regions(), [country]);
  return result;
}

function isFailure(result: unknown): result is { data: ActionResult; init: unknown } {
  return typeof result === 'object' && result !== null && 'data' in result && 'init' in result;
}
