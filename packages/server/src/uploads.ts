/**
 * The public photos at /uploads/*, from the photo store (a folder or S3, ADR 0074): server-made
 * WebP and AVIF files under unguessable or public names, never rewritten, so cached for a year as
 * immutable. A rendition (ADR 0081) of a photo stored before renditions existed is made from its
 * source the first time it is asked for, then served like any other file. Nothing whose name starts with a dot is ever served: no key, no editor or system
 * file, whatever a data folder holds (docs/decisions/0040).
 */
import {
  PUBLIC_PHOTO_CACHE,
  type PhotoStore,
  StorageUnavailableError,
  checkKey,
  servePhoto,
} from '@dating/storage';
import { ensureRendition } from '@dating/api';
import type { MiddlewareHandler } from 'hono';

/** True when any segment of the (decoded) path is hidden: `.premium-key`, `.git/…`, `%2eenv`. */
export function isHiddenPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/** The store's key of an /uploads/ path, or null when it names nothing a store could hold. */
function keyOf(path: string): string | null {
  try {
    return checkKey(decodeURIComponent(path.replace(/^\/uploads\//, '')));
  } catch {
    return null;
  }
}

export function serveUploads(store: PhotoStore): MiddlewareHandler[] {
  return [
    async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const key = isHiddenPath(c.req.path) ? null : keyOf(c.req.path);
      if (!key) return c.text('Not found', 404);
      try {
        const served = await servePhoto(store, key, c.req.raw, PUBLIC_PHOTO_CACHE);
        if (served) return served;
        if (!(await ensureRendition(store, key))) return c.text('Not found', 404);
        return (await servePhoto(store, key, c.req.raw, PUBLIC_PHOTO_CACHE)) ?? c.text('Not found', 404);
      } catch (error) {
        // S3 out of reach: a short answer the browser may retry, never a hung image request.
        if (!(error instanceof StorageUnavailableError)) throw error;
        c.header('Retry-After', String(error.retryAfterSeconds));
        return c.text('Photo storage unavailable', 503);
      }
    },
  ];
}
