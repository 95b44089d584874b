/**
 * Seeds the demo network on first start: interests, three known logins and a crowd of
 * generated members per brand, with generated portraits. Idempotent: a brand that already
 * has members is left alone.
 */
import type { BrandConfig } from '@dating/brand';
import type { PhotoStore } from '@dating/storage';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { discountCodes, interests, photos, profileInterests, profiles, users } from '../schema/index.ts';
import { type DemoImage, demoImages } from './avatars.ts';
import { type GeneratedMember, generateMembers } from './generator.ts';
import { INTEREST_SEED } from './interests.ts';
import { seedDeskConversations, seedPersonas } from './personas.ts';

export interface SeedOptions {
  brands: readonly BrandConfig[];
  /** Where the generated portraits go: the public photo store (ADR 0074). */
  photoStore: PhotoStore;
  membersPerBrand?: number;
  /** One precomputed hash used for every demo account (password `demo-pass-2026`). */
  passwordHash: string;
  today?: Date;
  /** A store that keeps encoded portraits between runs (tests seed many databases). */
  encodedAvatarCache?: PhotoStore;
  /**
   * Called as members are inserted: how many so far of how many this run creates (brands
   * already seeded count for none). The caller shows it (ADR 0091); the seed stays quiet.
   */
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 500;

/** The three known demo logins of each brand (README): free, premium, not confirmed. */
function demoLogins(brand: BrandConfig, today: Date): GeneratedMember[] {
  const [template] = generateMembers(1, { brand, seed: 7, today, start: 0 });
  const base = template!;
  const make = (
    local: string,
    name: string,
    gender: 'male' | 'female',
    patch: Partial<GeneratedMember['user']>,
  ): GeneratedMember => ({
    user: {
      ...base.user,
      email: `${local}@${brand.id}.demo`,
      emailNormalized: `${local}@${brand.id}.demo`,
      fictional: false,
      language: 'en',
      ...patch,
    },
    profile: {
      ...base.profile,
      name,
      gender,
      sexuality: brand.niche === 7 ? 'gay' : 'hetero',
      lookingForGender: brand.niche === 7 ? 'male' : gender === 'female' ? 'male' : 'female',
      country: brand.domains[0]!.defaultCountry,
      // The generated place belongs to another country; the demo logins live in the brand's own.
      region: null,
      city: null,
      dateOfBirth: `${today.getUTCFullYear() - (brand.niche === 5 ? 66 : 34)}-04-12`,
      // A member who has not confirmed the e-mail has a disabled profile (spec §4 activation reminder).
      status: patch.status === 'not_confirmed' ? 'disabled' : 'active',
    },
    photos: [{ poolIndex: local.length % 12, hair: base.photos[0]!.hair, premiumOnly: false, position: 0 }],
    interests: base.interests,
  });
  const femaleBrand = brand.niche !== 7;
  return [
    make('alice', 'Alice', femaleBrand ? 'female' : 'male', {
      credits: 0,
      paidUser: false,
      status: 'confirmed',
      signupDate: today,
    }),
    make('bob', 'Bob', 'male', { credits: 120, paidUser: true, status: 'confirmed' }),
    make('carol', 'Carol', femaleBrand ? 'female' : 'male', {
      credits: 0,
      paidUser: false,
      status: 'not_confirmed',
      signupDate: today,
    }),
  ];
}

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function insertMembers(
  db: Db,
  members: Iterable<GeneratedMember>,
  passwordHash: string,
  pool: (m: GeneratedMember, i: number, premiumOnly: boolean) => Promise<DemoImage>,
  inserted: (count: number) => void,
) {
  // Streamed in batches: a million generated members never sit in memory at once (bench/).
  for (const batch of batches(members, BATCH)) {
    const ids = await db
      .insert(users)
      .values(batch.map((m) => ({ ...m.user, passwordHash })))
      .returning({ id: users.id });
    await db.insert(profiles).values(batch.map((m, i) => ({ ...m.profile, userId: ids[i]!.id })));
    const photoRows = [];
    for (const [i, m] of batch.entries()) {
      for (const p of m.photos) {
        const img = await pool(m, p.poolIndex, p.premiumOnly);
        photoRows.push({
          userId: ids[i]!.id,
          filename: img.filename,
          thumbFilename: img.thumbFilename,
          blurredFilename: img.blurredFilename,
          premiumOnly: p.premiumOnly,
          position: p.position,
          width: img.width,
          height: img.height,
          status: 'approved' as const,
        });
      }
    }
    if (photoRows.length) await db.insert(photos).values(photoRows);
    const interestRows = batch.flatMap((m, i) =>
      m.interests.map((slug) => ({ userId: ids[i]!.id, interestSlug: slug })),
    );
    if (interestRows.length) await db.insert(profileInterests).values(interestRows);
    inserted(batch.length);
  }
  await db.execute(sql`
    update profiles p set main_photo_id = ph.id
    from photos ph
    where ph.user_id = p.user_id and ph.position = 0 and p.main_photo_id is null`);
}

/**
 * Discount codes to try in the demo network (README): one that works once per member, and one
 * already used up by someone else.
 */
export const DEMO_DISCOUNT_CODES = [
  { code: 'FLAME30', valuePercentage: 30, validity: 'once_per_user' as const },
  { code: 'USEDUP', valuePercentage: 20, validity: 'once' as const, status: 'used' as const },
];

export async function seedDemo(db: Db, options: SeedOptions): Promise<{ created: number }> {
  const today = options.today ?? new Date();
  await db
    .insert(interests)
    .values([...INTEREST_SEED])
    .onConflictDoNothing();
  await db.insert(discountCodes).values(DEMO_DISCOUNT_CODES).onConflictDoNothing();
  const images = demoImages(options.photoStore, options.encodedAvatarCache);
  const pool = (m: GeneratedMember, index: number, premiumOnly: boolean) =>
    images(
      { gender: m.profile.gender, hair: m.photos[0]!.hair as 'brown', variant: index },
      index,
      premiumOnly,
    );
  const size = options.membersPerBrand ?? 120;
  const toSeed: BrandConfig[] = [];
  for (const [b, brand] of options.brands.entries()) {
    const [existing] = await db.select({ n: count() }).from(users).where(eq(users.brandId, brand.id));
    if (Number(existing?.n ?? 0) > 0) {
      // A network seeded before personas existed gets its personas; its chats are its own.
      await seedPersonas(db, brand.id, 1000 + b);
    } else toSeed.push(brand);
  }
  const total = toSeed[0] ? toSeed.length * (demoLogins(toSeed[0], today).length + size) : 0;
  let created = 0;
  let done = 0;
  const inserted = (n: number) => {
    done += n;
    options.onProgress?.(done, total);
  };
  for (const brand of toSeed) {
    const b = options.brands.indexOf(brand);
    const members = (function* () {
      yield* demoLogins(brand, today);
      yield* generateMembers(size, { brand, seed: 1000 + b, today, start: 1 });
    })();
    await insertMembers(db, members, options.passwordHash, pool, inserted);
    // Fictional demo members are personas the demo staff run, and the desk starts with work.
    await seedPersonas(db, brand.id, 1000 + b);
    await seedDeskConversations(db, brand.id, today);
    created += demoLogins(brand, today).length + size;
  }
  return { created };
}
