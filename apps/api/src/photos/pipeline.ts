/**
 * The one photo pipeline (profile photos and chat photos, issue 7): sharp decodes and re-encodes
 * the upload — rotated upright, resized, metadata (GPS!) dropped, WebP — so what we serve is never
 * the uploaded bytes. An unreadable file is a refusal with a field error (a 400), never a 500.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { type Result, done, refuse } from '../core/result.ts';

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
    return done({ main: main.data, thumb, width: main.info.width, height: main.info.height });
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

/**
 * Writes both files or neither: each goes to a hidden temporary name (never served) and is
 * renamed into place; if anything fails, what this call wrote is removed and the error stands.
 */
export async function writePhoto(dir: string, names: PhotoNames, photo: EncodedPhoto): Promise<void> {
  // Outside decodePhoto's try: a full disk or a permission error is our fault (500), not a bad image.
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const [name, data] of [
      [names.filename, photo.main],
      [names.thumbFilename, photo.thumb],
    ] as const) {
      const partial = join(dir, `.partial-${randomBytes(8).toString('hex')}`);
      try {
        await writeFile(partial, data, { flag: 'wx' });
        await rename(partial, join(dir, name));
        written.push(name);
      } finally {
        await rm(partial, { force: true });
      }
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => rm(join(dir, name), { force: true })));
    throw error;
  }
}

/**
 * A premium-only photo's blur (spec §5: free members see it blurred), written next to it under
 * its own unguessable name so nothing sent to a free member leads to the original (ADR 0040).
 */
export async function storeBlur(dir: string, filename: string, prefix: string): Promise<string> {
  const blurred = await sharp(join(dir, filename)).blur(30).webp({ quality: 60 }).toBuffer();
  const name = `${prefix}-${randomBytes(16).toString('hex')}.webp`;
  const partial = join(dir, `.partial-${randomBytes(8).toString('hex')}`);
  try {
    await writeFile(partial, blurred, { flag: 'wx' });
    await rename(partial, join(dir, name));
  } finally {
    await rm(partial, { force: true });
  }
  return name;
}

/** Removes a photo's files; missing files are fine. */
export async function removePhoto(dir: string, names: PhotoNames): Promise<void> {
  await Promise.allSettled(
    [names.filename, names.thumbFilename].map((name) => rm(join(dir, name), { force: true })),
  );
}

/** Decodes, re-encodes and writes a main picture and a thumbnail into `dir`, named from `prefix`. */
export async function storePhoto(file: File, dir: string, prefix: string): Promise<Result<StoredPhoto>> {
  const encoded = await decodePhoto(file);
  if (!encoded.ok) return encoded;
  const names = photoNames(prefix);
  await writePhoto(dir, names, encoded.value);
  return done({ ...names, width: encoded.value.width, height: encoded.value.height });
}
