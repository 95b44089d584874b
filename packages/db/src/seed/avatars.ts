/**
 * Generated, safe-for-work demo portraits: a flat illustration (background, shoulders, head,
 * hair in the member's hair colour) drawn as SVG from seeded numbers and encoded to WebP by
 * sharp. No network, no stock photos; clearly an illustration.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

export interface PoolImage {
  filename: string;
  thumbFilename: string;
  blurredFilename: string;
  width: number;
  height: number;
}

/**
 * The file names of pool image `index` for a gender; shared by many demo photos. Premium-only
 * photos get their own copies under a name with this installation's secret, so no public name
 * (a free photo's, or the blur's) leads to the original of a premium-only photo.
 */
export function poolImageNames(
  gender: 'male' | 'female',
  hair: string,
  index: number,
  premiumKey?: string,
): PoolImage {
  const shared = `demo/${gender}-${hair}-${index}`;
  const base = premiumKey ? `${shared}-p${premiumKey}` : shared;
  return {
    filename: `${base}.webp`,
    thumbFilename: `${base}-thumb.webp`,
    // The blur keeps the shared name: it is what free members get, so it must not carry the key.
    blurredFilename: `${shared}-blur.webp`,
    width: MAIN.width,
    height: MAIN.height,
  };
}

/** A random key kept with the uploads, made on first use: stable across restarts, secret to visitors. */
function premiumKey(uploadsDir: string): string {
  const file = join(uploadsDir, 'demo', '.premium-key');
  if (!existsSync(file)) {
    mkdirSync(join(uploadsDir, 'demo'), { recursive: true });
    try {
      writeFileSync(file, randomBytes(12).toString('hex'), { flag: 'wx' });
    } catch {
      // Another process made it first: use theirs.
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** Writes the pool image files for a spec if they do not exist yet. */
export async function ensurePoolImage(
  uploadsDir: string,
  spec: AvatarSpec,
  index: number,
  premiumOnly = false,
): Promise<PoolImage> {
  const names = poolImageNames(
    spec.gender,
    spec.hair,
    index,
    premiumOnly ? premiumKey(uploadsDir) : undefined,
  );
  const main = join(uploadsDir, names.filename);
  if (existsSync(join(uploadsDir, names.blurredFilename)) && existsSync(main)) return names;
  mkdirSync(join(uploadsDir, 'demo'), { recursive: true });
  const svg = Buffer.from(avatarSvg(spec));
  const image = sharp(svg);
  await image.clone().webp({ quality: 80 }).toFile(main);
  await image
    .clone()
    .resize(THUMB.width, THUMB.height)
    .webp({ quality: 78 })
    .toFile(join(uploadsDir, names.thumbFilename));
  await image
    .clone()
    .resize(160, 200)
    .blur(12)
    .resize(MAIN.width, MAIN.height)
    .webp({ quality: 60 })
    .toFile(join(uploadsDir, names.blurredFilename));
  return names;
}
