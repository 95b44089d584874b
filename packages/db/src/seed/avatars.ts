/**
 * Generated, safe-for-work demo portraits: a flat illustration (background, shoulders, head,
 * hair in the member's hair colour) drawn as SVG from seeded numbers and encoded to WebP by
 * sharp. No network, no stock photos; clearly an illustration.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PhotoStore } from '@dating/storage';
import sharp from 'sharp';

export const MAIN = { width: 640, height: 800 } as const;
export const THUMB = { width: 240, height: 300 } as const;

export const HAIR_COLOURS: Record<string, string> = {
  black: '#1f1a17',
  brown: '#5a3a22',
  blonde: '#d9b26f',
  red: '#a4471f',
  grey: '#9a9a9a',
  white: '#e6e2dc',
};
const SKIN = ['#f3d3bd', '#e8b894', '#c98e66', '#a46a44', '#7a4a2c', '#5b3420'];
const BACKDROPS = [
  ['#f6d5c9', '#e9a9a0'],
  ['#d7e3f4', '#a7bfe4'],
  ['#e3f1df', '#b4d8ab'],
  ['#f4ecd2', '#e3cf8c'],
  ['#eadcf2', '#c6a7dc'],
  ['#d9efee', '#9fd1cf'],
];
const CLOTHES = ['#3d5a80', '#98c1d9', '#ee6c4d', '#293241', '#6a994e', '#bc4749', '#7b2cbf', '#f2a541'];

export interface AvatarSpec {
  gender: 'male' | 'female';
  hair: keyof typeof HAIR_COLOURS;
  variant: number;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export function avatarSvg({ gender, hair, variant }: AvatarSpec): string {
  const [bgA, bgB] = pick(BACKDROPS, variant);
  const skin = pick(SKIN, variant * 7 + 3);
  const cloth = pick(CLOTHES, variant * 5 + 1);
  const hairFill = HAIR_COLOURS[hair] ?? HAIR_COLOURS.brown;
  const tilt = ((variant * 13) % 9) - 4;
  const longHair = gender === 'female' && variant % 5 !== 0;
  const back = longHair
    ? `<path d="M190 330 C170 520 200 600 250 640 L390 640 C440 600 470 520 450 330 Z" fill="${hairFill}"/>`
    : '';
  const top =
    gender === 'female'
      ? `<path d="M212 330 C205 230 260 185 320 185 C385 185 440 235 428 330 C410 280 370 255 320 262 C280 258 240 280 212 330 Z" fill="${hairFill}"/>`
      : variant % 4 === 0
        ? `<path d="M232 300 C236 245 275 222 320 222 C365 222 404 245 408 300 C380 276 350 270 320 272 C290 270 260 276 232 300 Z" fill="${hairFill}"/>`
        : `<path d="M222 318 C215 240 265 200 320 200 C378 200 428 240 418 318 C400 272 360 252 320 254 C280 252 240 272 222 318 Z" fill="${hairFill}"/>`;
  const beard =
    gender === 'male' && variant % 3 === 0
      ? `<path d="M255 390 C265 455 300 478 320 478 C340 478 375 455 385 390 C370 430 345 440 320 440 C295 440 270 430 255 390 Z" fill="${hairFill}" opacity="0.9"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MAIN.width}" height="${MAIN.height}" viewBox="0 0 640 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
<rect width="640" height="800" fill="url(#bg)"/>
<circle cx="${120 + (variant % 4) * 120}" cy="150" r="70" fill="#ffffff" opacity="0.25"/>
${back}
<path d="M90 800 C100 640 200 575 320 575 C440 575 540 640 550 800 Z" fill="${cloth}"/>
<rect x="285" y="450" width="70" height="130" rx="30" fill="${skin}"/>
<g transform="rotate(${tilt} 320 360)">
<ellipse cx="320" cy="360" rx="100" ry="125" fill="${skin}"/>
${top}
<circle cx="285" cy="365" r="9" fill="#2b2523"/><circle cx="355" cy="365" r="9" fill="#2b2523"/>
<path d="M290 420 Q320 ${440 + (variant % 3) * 4} 350 420" stroke="#8c3b3b" stroke-width="7" fill="none" stroke-linecap="round"/>
${beard}
</g>
</svg>`;
}

export interface DemoImage {
  filename: string;
  thumbFilename: string;
  /** The blur free members get instead of a premium-only original; null for a free photo. */
  blurredFilename: string | null;
  width: number;
  height: number;
}

/** How many pictures each gender and hair colour has in the public pool (variants 0 … POOL_SIZE-1). */
export const POOL_SIZE = 12;

/**
 * Premium-only photos are drawn from variants of their own, never used by a free photo: the
 * picture behind a lock must not be on show under another member's public photo.
 */
const premiumVariant = (index: number) => POOL_SIZE + index;

/** A file name nobody can guess or derive: 128 random bits (docs/decisions/0040). */
export const unguessableName = (): string => randomBytes(16).toString('hex');

/** The shared names of public pool picture `index`: free photos only, so knowing them gives nothing away. */
export function poolImageNames(gender: 'male' | 'female', hair: string, index: number) {
  const base = `demo/${gender}-${hair}-${index}`;
  return { filename: `${base}.webp`, thumbFilename: `${base}-thumb.webp` };
}

type Encoded = { main: Buffer; thumb: Buffer; blur: Buffer };

/**
 * The main picture, thumbnail and blur of a spec, encoded — or read from `cache`, where an
 * earlier run left the same picture. Encoding is three quarters of a 40-member seed, and the API
 * suite seeds a fresh database about a hundred times a run (the test harness passes a cache).
 * The key names vips' version, so a cache from another sharp is never read.
 */
async function encodeAvatar(spec: AvatarSpec, cache?: PhotoStore): Promise<Encoded> {
  const svg = avatarSvg(spec);
  if (!cache) return encodeSvg(svg);
  const key = createHash('sha256').update(`${sharp.versions.vips}\n${svg}`).digest('hex').slice(0, 32);
  const parts = ['main', 'thumb', 'blur'] as const;
  const [main, thumb, blur] = await Promise.all(parts.map((part) => cache.read(`${key}-${part}.webp`)));
  if (main && thumb && blur)
    return { main: Buffer.from(main), thumb: Buffer.from(thumb), blur: Buffer.from(blur) };
  const encoded = await encodeSvg(svg);
  // The store writes each file aside and renames it: a parallel run never reads half a file.
  await Promise.all(parts.map((part) => cache.put(`${key}-${part}.webp`, encoded[part], WEBP)));
  return encoded;
}

async function encodeSvg(svg: string): Promise<Encoded> {
  const image = sharp(Buffer.from(svg));
  const [main, thumb, blur] = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer(),
    image.clone().resize(THUMB.width, THUMB.height).webp({ quality: 78 }).toBuffer(),
    image.clone().resize(160, 200).blur(12).resize(MAIN.width, MAIN.height).webp({ quality: 60 }).toBuffer(),
  ]);
  return { main, thumb, blur };
}

const WEBP = 'image/webp';

/**
 * The demo pictures of one seeding run. Free photos share the public pool files. Each
 * premium-only photo gets its own unguessable names for the original and the thumbnail
 * (hard links to the first copy, so a million members cost directory entries, not disk), and
 * a blur under an unrelated unguessable name: nothing a free member is sent leads to an
 * original, and no key or other secret sits in the served folder.
 */
export function demoImages(store: PhotoStore, cache?: PhotoStore) {
  const premiumFirsts = new Map<string, Promise<DemoImage>>();

  async function publicImage(spec: AvatarSpec, index: number): Promise<DemoImage> {
    const names = poolImageNames(spec.gender, spec.hair, index);
    // Written once: a pool name keeps its first bytes, so a cached copy is never stale.
    if (!(await store.exists(names.filename)) || !(await store.exists(names.thumbFilename))) {
      const encoded = await encodeAvatar({ ...spec, variant: index }, cache);
      await store.put(names.filename, encoded.main, WEBP);
      await store.put(names.thumbFilename, encoded.thumb, WEBP);
    }
    return { ...names, blurredFilename: null, ...MAIN };
  }

  /** The first photo of a premium pool picture in this run writes its files under its own names. */
  async function firstPremiumImage(spec: AvatarSpec, index: number): Promise<DemoImage> {
    const encoded = await encodeAvatar({ ...spec, variant: premiumVariant(index) }, cache);
    const image = {
      filename: `demo/${unguessableName()}.webp`,
      thumbFilename: `demo/${unguessableName()}.webp`,
      blurredFilename: `demo/${unguessableName()}.webp`,
      ...MAIN,
    };
    await store.put(image.filename, encoded.main, WEBP);
    await store.put(image.thumbFilename, encoded.thumb, WEBP);
    await store.put(image.blurredFilename, encoded.blur, WEBP);
    return image;
  }

  async function premiumImage(spec: AvatarSpec, index: number): Promise<DemoImage> {
    const key = `${spec.gender}-${spec.hair}-${index}`;
    const first = premiumFirsts.get(key);
    if (!first) {
      const made = firstPremiumImage(spec, index);
      premiumFirsts.set(key, made);
      return made;
    }
    // Later photos of the same picture: their own names, linked to the first photo's files.
    const source = await first;
    const filename = `demo/${unguessableName()}.webp`;
    const thumbFilename = `demo/${unguessableName()}.webp`;
    await store.copy(source.filename, filename);
    await store.copy(source.thumbFilename, thumbFilename);
    return { ...source, filename, thumbFilename };
  }

  /** The files of pool picture `index` for a photo, made on first use. */
  return (spec: AvatarSpec, index: number, premiumOnly: boolean): Promise<DemoImage> =>
    premiumOnly ? premiumImage(spec, index) : publicImage(spec, index);
}

/**
 * Earlier versions kept a key in the served folder (`demo/.premium-key`) and named premium
 * copies and blurs after the shared pool picture. Removes the key so a data folder from then
 * does not keep serving it (see also repairLegacyPremiumPhotos).
 */
export async function removeLegacyPremiumKey(store: PhotoStore): Promise<void> {
  await store.delete(['demo/.premium-key']);
}
