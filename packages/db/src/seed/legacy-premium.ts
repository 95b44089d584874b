/**
 * Data folders seeded before docs/decisions/0040 named a premium-only demo photo after the
 * shared pool picture (`demo/female-brown-3-p<key>.webp`, blur `demo/female-brown-3-blur.webp`)
 * with the key in the served folder, so a free member could reach the original. On start this
 * gives every such photo the per-photo unguessable names new seeds get, and deletes the old
 * files and the key. Idempotent: a repaired folder has nothing left to match.
 */
import type { PhotoStore } from '@dating/storage';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { photos } from '../schema/index.ts';
import { HAIR_COLOURS, demoImages, removeLegacyPremiumKey } from './avatars.ts';

const LEGACY_BLUR = /^demo\/(male|female)-([a-z]+)-(\d+)-blur\.webp$/;
const LEGACY_PREMIUM_FILE = /^demo\/[a-z]+-[a-z]+-\d+-(p[0-9a-f]+(-thumb)?|blur)\.webp$/;

export async function repairLegacyPremiumPhotos(db: Db, store: PhotoStore): Promise<{ repaired: number }> {
  await removeLegacyPremiumKey(store);
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.premiumOnly, true), like(photos.blurredFilename, 'demo/%-blur.webp')));
  const images = demoImages(store);
  const stale = new Set<string>();
  let repaired = 0;
  for (const row of rows) {
    const match = LEGACY_BLUR.exec(row.blurredFilename ?? '');
    if (!match || !(match[2]! in HAIR_COLOURS)) continue;
    const [, gender, hair, index] = match as unknown as [string, 'male' | 'female', string, string];
    const image = await images({ gender, hair, variant: Number(index) }, Number(index), true);
    await db
      .update(photos)
      .set({
        filename: image.filename,
        thumbFilename: image.thumbFilename,
        blurredFilename: image.blurredFilename,
      })
      .where(eq(photos.id, row.id));
    // The keyed copies and the blurs belonged to premium photos only; the plain pool names
    // are free photos' and stay.
    for (const file of [row.filename, row.thumbFilename, row.blurredFilename]) {
      if (file && LEGACY_PREMIUM_FILE.test(file)) stale.add(file);
    }
    repaired++;
  }
  await store.delete([...stale]);
  return { repaired };
}
