/** The photo pipeline writes a photo's two files together or not at all (issue 16 point 8). */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePhoto, photoNames, writePhoto } from './photo-pipeline.ts';

const dir = mkdtempSync(join(tmpdir(), 'photo-pipeline-test-'));
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

describe('writePhoto', () => {
  it('leaves no file behind when the second file cannot be written', async () => {
    const names = photoNames('c1');
    // Something already in the thumbnail's place (a folder with content) makes its write fail.
    mkdirSync(join(dir, names.thumbFilename, 'x'), { recursive: true });
    await expect(writePhoto(dir, names, await encodePhoto(await upload()))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([names.thumbFilename]);
  });

  it('names every photo with 128 random bits after its owner', async () => {
    const names = photoNames('u7');
    expect(names.filename).toMatch(/^u7-[0-9a-f]{32}\.webp$/);
    expect(names.thumbFilename).toBe(names.filename.replace('.webp', '-thumb.webp'));
    await writePhoto(dir, names, await encodePhoto(await upload()));
    expect(readdirSync(dir)).toEqual(expect.arrayContaining([names.filename, names.thumbFilename]));
  });
});
