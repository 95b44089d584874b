/**
 * The member photos of the stories (.storybook/photos, served at /story-photos/): the seed's
 * drawn portraits in every rendition a card asks for (ADR 0081 names), so stories show photos
 * without a network or a photo store. Run once after a change: `pnpm exec tsx .storybook/make-photos.ts`.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type AvatarSpec, avatarSvg } from '../packages/db/src/seed/avatars.ts';

const PORTRAITS: (AvatarSpec & { name: string })[] = [
  { name: 'anna', gender: 'female', hair: 'blonde', variant: 1 },
  { name: 'bea', gender: 'female', hair: 'red', variant: 2 },
  { name: 'carl', gender: 'male', hair: 'brown', variant: 3 },
  { name: 'dan', gender: 'male', hair: 'black', variant: 6 },
];
const dir = join(import.meta.dirname, 'photos');
// sharp is a dependency of the seed (packages/db), not of the workspace root.
const sharp = createRequire(join(import.meta.dirname, '../packages/db/package.json'))(
  'sharp',
) as typeof import('sharp');

for (const p of PORTRAITS) {
  const svg = Buffer.from(avatarSvg(p));
  await sharp(svg)
    .resize(240, 300)
    .webp({ quality: 60 })
    .toFile(join(dir, `${p.name}-thumb.webp`));
  await sharp(svg)
    .webp({ quality: 60 })
    .toFile(join(dir, `${p.name}.webp`));
  for (const width of [320, 480, 640]) {
    const image = () => sharp(svg).resize(width, Math.round((width * 5) / 4));
    if (width !== 640)
      await image()
        .webp({ quality: 60 })
        .toFile(join(dir, `${p.name}-${width}w.webp`));
    await image()
      .avif({ quality: 45 })
      .toFile(join(dir, `${p.name}-${width}w.avif`));
  }
}
