/** A data folder seeded before docs/decisions/0040 loses its served key and leaky premium names on start. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands } from '@dating/brand/load.server';
import { createLocalStore } from '@dating/storage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, createTestDatabase, syncSites } from '../client.ts';
import { photos } from '../schema/index.ts';
import { repairLegacyPremiumPhotos } from './legacy-premium.ts';
import { seedDemo } from './seed-demo.ts';

const velvet = loadBrands().find((b) => b.id === 'velvet')!;
let database: Database;
const uploadsDir = mkdtempSync(join(tmpdir(), 'legacy-premium-test-'));
const photoStore = createLocalStore(uploadsDir);
beforeAll(async () => {
  database = await createTestDatabase();
  await syncSites(database.db, [velvet]);
  await seedDemo(database.db, { brands: [velvet], photoStore, membersPerBrand: 20, passwordHash: 'hash' });
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('repairLegacyPremiumPhotos', () => {
  it('renames a premium photo named after the shared picture and deletes the key and the old files', async () => {
    // The shape an older version left: a keyed copy, a blur next to the shared public name, the key.
    const [premium] = await database.db.select().from(photos).where(eq(photos.premiumOnly, true)).limit(1);
    const key = '0123456789abcdef01234567';
    const legacy = {
      filename: `demo/female-brown-3-p${key}.webp`,
      thumbFilename: `demo/female-brown-3-p${key}-thumb.webp`,
      blurredFilename: 'demo/female-brown-3-blur.webp',
    };
    const shared = 'demo/female-brown-3.webp';
    for (const file of [...Object.values(legacy), shared]) writeFileSync(join(uploadsDir, file), 'old');
    writeFileSync(join(uploadsDir, 'demo', '.premium-key'), key);
    await database.db.update(photos).set(legacy).where(eq(photos.id, premium!.id));

    expect(await repairLegacyPremiumPhotos(database.db, photoStore)).toEqual({ repaired: 1 });

    const [row] = await database.db.select().from(photos).where(eq(photos.id, premium!.id));
    for (const name of [row!.filename, row!.thumbFilename, row!.blurredFilename!]) {
      expect(name).toMatch(/^demo\/[0-9a-f]{32}\.webp$/);
      expect(readFileSync(join(uploadsDir, name)).subarray(0, 4).toString()).toBe('RIFF');
    }
    for (const file of Object.values(legacy)) expect(existsSync(join(uploadsDir, file)), file).toBe(false);
    expect(existsSync(join(uploadsDir, 'demo', '.premium-key'))).toBe(false);
    // The shared public picture belongs to free photos and stays.
    expect(existsSync(join(uploadsDir, shared))).toBe(true);
    expect(await repairLegacyPremiumPhotos(database.db, photoStore)).toEqual({ repaired: 0 });
  });
});
