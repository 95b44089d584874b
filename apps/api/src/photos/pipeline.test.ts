/** The photo pipeline writes a photo's two files together or not at all (issue 16 point 8). */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStore } from '@dating/storage';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Result } from '../core/result.ts';
import { decodePhoto, photoNames, uploadedPhoto, writePhoto } from './pipeline.ts';

const dir = mkdtempSync(join(tmpdir(), 'photo-pipeline-test-'));
const store = createLocalStore(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const upload = async () =>
  new File(
    [
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
    ],
    'a.png',
  );

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
