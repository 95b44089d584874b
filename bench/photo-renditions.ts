/**
 * Issue 21 benchmark (ADR 0081): bytes of the photo a place of the site downloads, before (the
 * 240×300 thumbnail WebP everywhere) and after (the AVIF rendition its `sizes` picks at the
 * device's pixel ratio), and the same rendition as WebP beside it (what a browser without AVIF
 * gets). Pictures: photo-like noise at the three textures a member photo has (smooth, medium,
 * detailed) and a demo portrait (flat SVG illustration), each through the real pipeline
 * (decodePhoto). Also the time one upload takes to encode, before and after. Run with
 * `pnpm --filter @dating/bench photos`.
 */
import { cpus } from 'node:os';
import { PHOTO_WIDTHS, type PhotoWidth } from '@dating/contract';
import sharp from 'sharp';
import { avatarSvg } from '../packages/db/src/seed/avatars.ts';
import { decodePhoto } from '../apps/api/src/photos/pipeline.ts';

/** A camera-sized picture whose detail is set by the blur of gaussian noise over a gradient. */
async function photoLike(blur: number): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(blur)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8b894"/><stop offset="1" stop-color="#3d5a80"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const inputs: [string, Buffer][] = [
  ['photo-like, smooth', await photoLike(8)],
  ['photo-like, medium', await photoLike(3)],
  ['photo-like, detailed', await photoLike(1)],
  [
    'demo portrait (SVG)',
    await sharp(Buffer.from(avatarSvg({ gender: 'female', hair: 'brown', variant: 3 })))
      .png()
      .toBuffer(),
  ],
];

/** The places of ADR 0081: CSS width of the photo and the device pixel ratio. */
const PLACES: [string, number, number][] = [
  ['grid card, 360 px phone (2x)', 180, 2],
  ['grid card, desktop (1x)', 190, 1],
  ['profile gallery tile, phone (2x)', 180, 2],
  ['lightbox, phone (2x)', 360, 2],
  ['lightbox, desktop (1x)', 520, 1],
];

/** The `srcset` candidate a browser takes: the smallest at least as wide as needed, else the largest. */
const pick = (pixels: number): PhotoWidth => PHOTO_WIDTHS.find((w) => w >= pixels) ?? 640;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length} · Node ${process.version} · sharp ${sharp.versions.sharp}\n`,
);
for (const [label, input] of inputs) {
  const file = new File([input], 'upload.jpg');
  const started = performance.now();
  const result = await decodePhoto(file);
  const ms = performance.now() - started;
  if (!result.ok) throw new Error(`${label}: ${result.reason}`);
  const { thumb, main, renditions } = result.value;
  // The encode of before ADR 0081 (main and thumbnail only), timed the same way.
  const beforeStarted = performance.now();
  const upright = sharp(input).rotate();
  await upright
    .clone()
    .resize({ width: 640, height: 800, fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer();
  await upright
    .clone()
    .resize({ width: 240, height: 300, fit: 'cover', position: 'attention' })
    .webp({ quality: 75 })
    .toBuffer();
  const beforeMs = performance.now() - beforeStarted;
  const bytes = (width: PhotoWidth, format: 'avif' | 'webp') =>
    width === 640 && format === 'webp'
      ? main.length
      : renditions.find((r) => r.width === width && r.format === format)!.bytes.length;
  console.log(`## ${label}`);
  console.log(
    `upload encode: before ${beforeMs.toFixed(0)} ms (2 files) · after ${ms.toFixed(0)} ms (7 files)`,
  );
  console.log(
    `stored per photo: before ${kb(main.length + thumb.length)} · after ${kb(
      main.length + thumb.length + renditions.reduce((n, r) => n + r.bytes.length, 0),
    )}`,
  );
  console.log('| place | before: thumb WebP 240 | after: AVIF | same width as WebP |');
  console.log('|---|---|---|---|');
  for (const [place, css, dpr] of PLACES) {
    const w = pick(css * dpr);
    console.log(
      `| ${place} | ${kb(thumb.length)} | ${kb(bytes(w, 'avif'))} (${w}w) | ${kb(bytes(w, 'webp'))} |`,
    );
  }
  console.log('');
}
