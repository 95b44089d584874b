/**
 * One photo as an HTTP answer, from either store: the public ones under /uploads/*
 * (packages/server) and chat photos after the API's access check. Keys are never rewritten with
 * other bytes (photo-store.ts), so the answer can be cached as immutable; the entity tag lets a
 * cache revalidate without the bytes.
 */
import type { PhotoStore } from './photo-store.ts';

/** Public photos: any cache (a CDN in front of the site too) may keep them for a year. */
export const PUBLIC_PHOTO_CACHE = 'public, max-age=31536000, immutable';
/** Chat photos: only the member's own browser may keep them (never a shared cache). */
export const PRIVATE_PHOTO_CACHE = 'private, max-age=31536000, immutable';

/** True when If-None-Match names this entity tag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The object under `key` as a 200 (a 304 when the request already has it), or null when missing. */
export async function servePhoto(
  store: PhotoStore,
  key: string,
  request: Request,
  cacheControl: string,
): Promise<Response | null> {
  const object = await store.get(key);
  if (!object) return null;
  const headers = new Headers({
    'Content-Type': object.contentType,
    'Cache-Control': cacheControl,
    ETag: object.etag,
    // Photos are re-encoded by sharp, never the uploaded bytes, but browsers must not sniff either.
    'X-Content-Type-Options': 'nosniff',
  });
  if (matches(request.headers.get('if-none-match'), object.etag)) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(object.size));
  if (request.method === 'HEAD') {
    await object.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(object.body, { status: 200, headers });
}
