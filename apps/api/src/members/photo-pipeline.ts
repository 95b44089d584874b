/**
 * The one photo pipeline (profile photos and chat photos, issue 7): sharp decodes and re-encodes
 * the upload — rotated upright, resized, metadata (GPS!) dropped, WebP — so what we serve is never
 * the uploaded bytes. An unreadable file is a 400 with a field error, never a 500.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ApiHttpError } from '../http/errors.ts';

const MAIN = { width: 640, height: 800 };
const THUMB = { width: 240, height: 300 };

export interface StoredPhoto {
  filename: string;
  thumbFilename: string;
  width: number;
  height: number;
}

/** The `photo` field of a multipart form as a non-empty file, or a 400. */
export async function photoFromForm(form: FormData | null): Promise<File> {
  const file = form?.get('photo');
  if (!(file instanceof File) || file.size === 0) {
    throw new ApiHttpError(400, 'validation_failed', 'A photo is required', { photo: 'required' });
  }
  return file;
}

/** Decodes, re-encodes and writes a main picture and a thumbnail into `dir`, named from `prefix`. */
export async function storePhoto(file: File, dir: string, prefix: string): Promise<StoredPhoto> {
  const input = Buffer.from(await file.arrayBuffer());
  const base = `${prefix}-${randomBytes(8).toString('hex')}`;
  let encoded: { main: { data: Buffer; info: OutputInfo }; thumb: Buffer };
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
    encoded = { main, thumb };
  } catch {
    throw new ApiHttpError(400, 'validation_failed', 'The file is not an image we can read', {
      photo: 'invalid_image',
    });
  }
  // Outside the try: a full disk or a permission error is our fault (500), not a bad image.
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${base}.webp`), encoded.main.data);
  await writeFile(join(dir, `${base}-thumb.webp`), encoded.thumb);
  return {
    filename: `${base}.webp`,
    thumbFilename: `${base}-thumb.webp`,
    width: encoded.main.info.width,
    height: encoded.main.info.height,
  };
}
