/**
 * A photo's AVIF and WebP renditions (ADR 0081; the naming rule is in @dating/contract so the
 * site derives the URLs). New uploads get them all when they are stored; a photo stored before
 * (member uploads, the demo pool, blurs) gets each one the first time it is asked for, from its
 * 640×800 WebP source in the same store: no migration, no backfill of pictures nobody views.
 * A rendition shows exactly what its source shows and is served by the same rules (public under
 * /uploads/*, chat photos only after the chat's access check).
 */
import {
  PHOTO_FORMATS,
  PHOTO_MIME,
  PHOTO_SOURCE_WIDTH,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoWidth,
  parsePhotoRendition,
  photoRendition,
} from '@dating/contract';
import type { PhotoStore } from '@dating/storage';
import sharp, { type Sharp } from 'sharp';

/** Every key a stored photo name stands for: the name and its renditions (for deletion). */
export function photoKeys(filename: string): string[] {
  const keys = new Set([filename]);
  if (filename.endsWith('.webp')) {
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) keys.add(photoRendition(filename, width, format));
    }
  }
  return [...keys];
}

/** The renditions to store beside a new source (all but the 640 WebP, which is the source). */
export const RENDITIONS: readonly { width: PhotoWidth; format: PhotoFormat }[] = PHOTO_WIDTHS.flatMap(
  (width) =>
    PHOTO_FORMATS.filter((format) => width !== PHOTO_SOURCE_WIDTH || format !== 'webp').map((format) => ({
      width,
      format,
    })),
);

/**
 * Encodes an already 4:5 picture at `width`. AVIF at quality 50 looks like WebP at 75-80 at
 * about two thirds of the bytes. Effort 2, not sharp's default 4: on this 2-core machine 4 took
 * 2-16 s for the three AVIFs of one upload for a few per cent fewer bytes (bench/photo-renditions.ts).
 */
const AVIF_EFFORT = 2;

export function encodeRendition(image: Sharp, width: PhotoWidth, format: PhotoFormat): Promise<Buffer> {
  const resized = image.resize({ width, height: (width * 5) / 4, fit: 'cover', withoutEnlargement: true });
  return format === 'avif'
    ? resized.avif({ quality: 50, effort: AVIF_EFFORT }).toBuffer()
    : resized.webp({ quality: 75 }).toBuffer();
}

/** Encodings under way in this process, per store, so a burst of first requests encodes once. */
const inFlight = new WeakMap<PhotoStore, Map<string, Promise<boolean>>>();

/**
 * True when `key` is a rendition that is now in the store: already there, or made now from its
 * source. False when the key names no rendition or its source is missing (a 404 for the caller).
 * Two instances making the same rendition at once write the same bytes under the same key (each
 * `put` whole or nothing), so the key still never holds other bytes.
 */
export function ensureRendition(store: PhotoStore, key: string): Promise<boolean> {
  const wanted = parsePhotoRendition(key);
  if (!wanted) return Promise.resolve(false);
  const running = inFlight.get(store) ?? new Map<string, Promise<boolean>>();
  inFlight.set(store, running);
  const already = running.get(key);
  if (already) return already;
  const work = (async () => {
    if (await store.exists(key)) return true;
    const source = await store.read(wanted.source);
    if (!source) return false;
    const bytes = await encodeRendition(sharp(source), wanted.width, wanted.format);
    await store.put(key, bytes, PHOTO_MIME[wanted.format]);
    return true;
  })().finally(() => running.delete(key));
  running.set(key, work);
  return work;
}
