/**
 * The one photo pipeline (profile photos and chat photos, issue 7): sharp decodes and re-encodes
 * the upload — rotated upright, resized, metadata (GPS!) dropped, WebP — so what we serve is never
 * the uploaded bytes. An unreadable file is a refusal with a field error (a 400), never a 500.
 * Beside the 640×800 WebP and its thumbnail it stores the AVIF and WebP renditions the site's
 * `srcset`s name (ADR 0081, renditions.ts).
 */
import { randomBytes } from 'node:crypto';
import { PHOTO_MIME, photoRendition } from '@dating/contract';
import type { PhotoStore } from '@dating/storage';
import sharp from 'sharp';
import { type Result, done, refuse } from '../core/result.ts';
import { RENDITIONS, encodeRendition, photoKeys } from './renditions.ts';

const MAIN = { width: 640, height: 800 };
const THUMB = { width: 240, height: 300 };

export interface StoredPhoto {
  filename: string;
  thumbFilename: string;
  width: number;
  height: number;
}

/** The `photo` field of a multipart form as a non-empty file, or a refusal naming the field. */
export function uploadedPhoto(form: FormData | null): Result<File> {
  const file = form?.get('photo');
  if (!(file instanceof File) || file.size === 0) {
    return refuse('validation_failed', { fields: { photo: 'required' } });
  }
  return done(file);
}

/** A decoded and re-encoded upload, not yet on disk. */
export interface EncodedPhoto {
  main: Buffer;
  thumb: Buffer;
  /** The renditions of `main` (RENDITIONS' order): AVIF and WebP at each width. */
  renditions: { width: (typeof RENDITIONS)[number]['width']; format: 'avif' | 'webp'; bytes: Buffer }[];
  width: number;
  height: number;
}

export interface PhotoNames {
  filename: string;
  thumbFilename: string;
}

/** Decodes and re-encodes an upload into a main picture and a thumbnail; an unreadable file is refused. */
export async function decodePhoto(file: File): Promise<Result<EncodedPhoto>> {
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const upright = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
    const main = await upright
      .clone()
      .resize({ ...MAIN, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright
      .clone()
      .resize({ ...THUMB, fit: 'cover', position: 'attention' })
      .webp({ quality: 75 })
      .toBuffer();
    // From the 640×800 main, as a rendition made later on first request would be: the same bytes
    // whether a photo was uploaded before ADR 0081 or after.
    const renditions = await Promise.all(
      RENDITIONS.map(async ({ width, format }) => ({
        width,
        format,
        bytes: await encodeRendition(sharp(main.data), width, format),
      })),
    );
    return done({ main: main.data, thumb, renditions, width: main.info.width, height: main.info.height });
  } catch {
    return refuse('validation_failed', { fields: { photo: 'invalid_image' } });
  }
}

/**
 * Names for a new photo: the owner's prefix (`u12`, `c12`: whose file it is, for deletion)
 * and 128 random bits, so no name can be guessed or derived from another (docs/decisions/0040).
 */
export function photoNames(prefix: string): PhotoNames {
  const base = `${prefix}-${randomBytes(16).toString('hex')}`;
  return { filename: `${base}.webp`, thumbFilename: `${base}-thumb.webp` };
}

const WEBP = 'image/webp';

/**
 * Writes every file of the photo or none: each `put` is whole or nothing (the store's promise),
 * and if one fails the ones written are removed and the error stands — StorageUnavailableError
 * for a full disk or an unreachable S3, which the API answers with 503 storage_unavailable.
 */
export async function writePhoto(store: PhotoStore, names: PhotoNames, photo: EncodedPhoto): Promise<void> {
  // Outside decodePhoto's try: a storage failure is never a bad image.
  const files: [string, Buffer, string][] = [
    [names.filename, photo.main, WEBP],
    [names.thumbFilename, photo.thumb, WEBP],
    ...photo.renditions.map((r): [string, Buffer, string] => [
      photoRendition(names.filename, r.width, r.format),
      r.bytes,
      PHOTO_MIME[r.format],
    ]),
  ];
  const written: string[] = [];
  try {
    for (const [key, bytes, type] of files) {
      await store.put(key, bytes, type);
      written.push(key);
    }
  } catch (error) {
    // Only what this call wrote: whatever stood in the way of the failed write is not ours.
    await store.delete(written).catch((cause: unknown) => {
      console.warn('[api] photo files left in storage', written, cause);
    });
    throw error;
  }
}

/**
 * A premium-only photo's blur (spec §5: free members see it blurred), stored next to it under
 * its own unguessable name so nothing sent to a free member leads to the original (ADR 0040).
 */
export async function storeBlur(store: PhotoStore, filename: string, prefix: string): Promise<string> {
  const main = await store.read(filename);
  if (!main) throw new Error(`The photo ${filename} to blur is missing`);
  const blurred = await sharp(main).blur(30).webp({ quality: 60 }).toBuffer();
  const name = `${prefix}-${randomBytes(16).toString('hex')}.webp`;
  await store.put(name, blurred, WEBP);
  return name;
}

/**
 * Removes files whose rows are gone or were never written, each with its renditions (a photo
 * stored before ADR 0081 may have some, made on request): missing files are fine, and a
 * storage that fails here (still down) leaves an orphan file, logged, never a broken photo and
 * never an error hiding the one being undone.
 */
export async function removeFiles(store: PhotoStore, keys: readonly (string | null)[]): Promise<void> {
  const names = [...new Set(keys.filter((k): k is string => Boolean(k)).flatMap(photoKeys))];
  await store.delete(names).catch((error: unknown) => {
    console.warn('[api] photo files left in storage', names, error);
  });
}

/** Removes a photo's main picture, thumbnail and renditions (see removeFiles). */
export const removePhoto = (store: PhotoStore, names: PhotoNames) =>
  removeFiles(store, [names.filename, names.thumbFilename]);

/** Decodes, re-encodes and stores a main picture, a thumbnail and renditions, named from `prefix`. */
export async function storePhoto(
  file: File,
  store: PhotoStore,
  prefix: string,
): Promise<Result<StoredPhoto>> {
  const encoded = await decodePhoto(file);
  if (!encoded.ok) return encoded;
  const names = photoNames(prefix);
  await writePhoto(store, names, encoded.value);
  return done({ ...names, width: encoded.value.width, height: encoded.value.height });
}
