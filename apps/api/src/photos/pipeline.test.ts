/**
 * The photo pipeline writes a photo's files together or not at all (issue 16 point 8), and its
 * AVIF and WebP renditions: at upload, or from the source on first request (ADR 0081).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStore } from '@dating/storage';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Result } from '../core/result.ts';
import { photoRendition } from '@dating/contract';
import { decodePhoto, photoNames, removePhoto, uploadedPhoto, writePhoto } from './pipeline.ts';
import { ensureRendition } from './renditions.ts';

const dir = mkdtempSync(join(tmpdir(), 'photo-pipeline-test-'));
const store = createLocalStore(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const upload = async (width = 50, height = 50) =>
  new File(
    [
      await sharp({ create: { width, height, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
    ],
    'a.png',
  );

const meta = (path: string) => sharp(path).metadata();

const decoded = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('writePhoto', () => {
  it('leaves no file behind when the second file cannot be written', async () => {
    const names = photoNames('c1');
    // Something already in the thumbnail's place (a folder with content) makes its write fail.
    mkdirSync(join(dir, names.thumbFilename, 'x'), { recursive: true });
    await expect(writePhoto(store, names, decoded(await decodePhoto(await upload())))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([names.thumbFilename]);
  });

  it('names every photo with 128 random bits after its owner', async () => {
    const names = photoNames('u7');
    expect(names.filename).toMatch(/^u7-[0-9a-f]{32}\.webp$/);
    expect(names.thumbFilename).toBe(names.filename.replace('.webp', '-thumb.webp'));
    await writePhoto(store, names, decoded(await decodePhoto(await upload())));
    expect(readdirSync(dir)).toEqual(expect.arrayContaining([names.filename, names.thumbFilename]));
  });
});

describe('renditions', () => {
  it('stores each width as AVIF and WebP at upload, at 4:5, and removes them with the photo', async () => {
    const names = photoNames('u8');
    await writePhoto(store, names, decoded(await decodePhoto(await upload(1200, 900))));
    for (const [width, height] of [
      [320, 400],
      [480, 600],
      [640, 800],
    ] as const) {
      for (const format of ['avif', 'webp'] as const) {
        const info = await meta(join(dir, photoRendition(names.filename, width, format)));
        // sharp names AVIF's container `heif`, with AV1 inside.
        expect([info.format, info.compression ?? 'vp8', info.width, info.height]).toEqual([
          format === 'avif' ? 'heif' : 'webp',
          format === 'avif' ? 'av1' : 'vp8',
          width,
          height,
        ]);
      }
    }
    await removePhoto(store, names);
    expect(readdirSync(dir).filter((f) => f.startsWith('u8-'))).toEqual([]);
  });

  it('makes a missing rendition of an older photo from its source once, and nothing for other names', async () => {
    const names = photoNames('u9');
    const photo = decoded(await decodePhoto(await upload(700, 700)));
    // A photo stored before ADR 0081: only the source and the thumbnail.
    await writePhoto(store, names, { ...photo, renditions: [] });
    const key = photoRendition(names.filename, 480, 'avif');
    expect(existsSync(join(dir, key))).toBe(false);
    // A burst of first requests (a page with the same photo twice) encodes it once.
    const puts: string[] = [];
    const counted = {
      ...store,
      put: async (k: string, bytes: Uint8Array, type: string) => {
        puts.push(k);
        await store.put(k, bytes, type);
      },
    };
    expect(await Promise.all([ensureRendition(counted, key), ensureRendition(counted, key)])).toEqual([
      true,
      true,
    ]);
    expect(await ensureRendition(counted, key)).toBe(true);
    expect(puts).toEqual([key]);
    const info = await meta(join(dir, key));
    expect([info.format, info.width, info.height]).toEqual(['heif', 480, 600]);
    expect((await store.get(key))?.contentType).toBe('image/avif');
    // No width outside the chosen ones, and no rendition of a photo that is not there.
    expect(await ensureRendition(store, names.filename.replace('.webp', '-1000w.webp'))).toBe(false);
    expect(await ensureRendition(store, 'u9-missing-320w.webp')).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('u9-'))).toHaveLength(3);
  });
});

describe('reading an upload', () => {
  it('refuses a missing photo and an unreadable file with a field reason, never a throw', async () => {
    expect(uploadedPhoto(null)).toEqual({
      ok: false,
      reason: 'validation_failed',
      fields: { photo: 'required' },
    });
    const form = new FormData();
    form.set('photo', new File(['not an image'], 'a.png'));
    const file = uploadedPhoto(form);
    expect(file.ok).toBe(true);
    expect(await decodePhoto(decoded(file))).toEqual({
      ok: false,
      reason: 'validation_failed',
      fields: { photo: 'invalid_image' },
    });
  });
});
