/** The demo data: deterministic, shaped per niche, with real image files, seeded once. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands } from '@dating/brand/load.server';
import { asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, createTestDatabase, syncSites } from '../client.ts';
import {
  PERSONA_PASSWORD_HASH,
  conversationMembers,
  conversations,
  messages,
  personas,
  photos,
  profiles,
  users,
} from '../schema/index.ts';
import { NICHE_SHAPES, generateMembers } from './generator.ts';
import { seedDemo } from './seed-demo.ts';
import { createLocalStore } from '@dating/storage';

const velvet = loadBrands().find((b) => b.id === 'velvet')!;
const today = new Date('2026-11-22T00:00:00Z');
const ageOf = (dob: string) => {
  const d = new Date(`${dob}T00:00:00Z`);
  let age = today.getUTCFullYear() - d.getUTCFullYear();
  if (
    today.getUTCMonth() < d.getUTCMonth() ||
    (today.getUTCMonth() === d.getUTCMonth() && today.getUTCDate() < d.getUTCDate())
  )
    age--;
  return age;
};

describe('generateMembers', () => {
  it('is deterministic: the same seed gives the same members', () => {
    const a = [...generateMembers(100, { brand: velvet, seed: 3, today })];
    const b = [...generateMembers(100, { brand: velvet, seed: 3, today })];
    expect(a).toEqual(b);
    expect([...generateMembers(5, { brand: velvet, seed: 4, today })]).not.toEqual(a.slice(0, 5));
  });

  it.each(Object.entries(NICHE_SHAPES))('niche %s keeps its gender share and age range', (niche, shape) => {
    const members = [
      ...generateMembers(300, { brand: { ...velvet, niche: Number(niche) as 1 }, seed: 9, today }),
    ];
    for (const m of members) {
      const age = ageOf(m.profile.dateOfBirth);
      expect(age).toBeGreaterThanOrEqual(shape.minAge);
      expect(age).toBeLessThanOrEqual(shape.maxAge);
      if (shape.female === 1) expect(m.profile.gender).toBe('female');
      if (shape.female === 0) expect(m.profile.gender).toBe('male');
      if (shape.body) expect(m.profile.bodyType).toBe(shape.body);
      if (shape.sexuality) expect(m.profile.sexuality).toBe(shape.sexuality);
      expect(m.photos[0]!.premiumOnly).toBe(false);
    }
  });

  it('fills every profile field', () => {
    for (const m of generateMembers(50, { brand: velvet, seed: 1, today })) {
      for (const [key, value] of Object.entries(m.profile)) {
        if (key !== 'region') expect(value, key).not.toBeNull();
      }
      expect(m.interests.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seedDemo', () => {
  let database: Database;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    await syncSites(database.db, [velvet]);
  });
  afterAll(async () => {
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('creates the demo logins and members with valid WebP photos, once, telling its progress', async () => {
    const told: Array<[number, number]> = [];
    await seedDemo(database.db, {
      brands: [velvet],
      photoStore: createLocalStore(uploadsDir),
      membersPerBrand: 30,
      passwordHash: 'hash',
      today,
      onProgress: (done, total) => told.push([done, total]),
    });
    expect(told.at(-1)).toEqual([33, 33]);
    const again: Array<[number, number]> = [];
    await seedDemo(database.db, {
      brands: [velvet],
      photoStore: createLocalStore(uploadsDir),
      membersPerBrand: 30,
      passwordHash: 'hash',
      today,
      onProgress: (done, total) => again.push([done, total]),
    });
    expect(again).toEqual([]);
    const [{ n }] = (await database.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(Number(n)).toBe(33);
    const [carol] = await database.db
      .select()
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.emailNormalized, 'carol@velvet.demo'));
    expect(carol?.users.status).toBe('not_confirmed');
    expect(carol?.profiles.status).toBe('disabled');
    const [bob] = await database.db.select().from(users).where(eq(users.emailNormalized, 'bob@velvet.demo'));
    expect(bob?.paidUser).toBe(true);
    const withoutMain = await database.db.select().from(profiles).where(isNull(profiles.mainPhotoId));
    expect(withoutMain).toHaveLength(0);
    const all = await database.db.select().from(photos);
    for (const p of all.slice(0, 10)) {
      const meta = await sharp(join(uploadsDir, p.filename)).metadata();
      expect(meta.format).toBe('webp');
      expect(existsSync(join(uploadsDir, p.thumbFilename))).toBe(true);
      if (p.premiumOnly) expect(existsSync(join(uploadsDir, p.blurredFilename!))).toBe(true);
    }
  }, 120_000);

  it('makes every fictional demo member a persona with a label, notes and 3 openers', async () => {
    const fictional = await database.db.select().from(users).where(eq(users.fictional, true));
    expect(fictional.length).toBeGreaterThan(0);
    for (const row of fictional) {
      expect(row.personaId).not.toBeNull();
      expect(row.passwordHash).toBe(PERSONA_PASSWORD_HASH);
    }
    const all = await database.db.select().from(personas);
    expect(all).toHaveLength(fictional.length);
    for (const p of all) {
      expect(p.label).not.toBe('');
      expect(p.notes).not.toBe('');
      expect(p.openers).toHaveLength(3);
    }
    const real = await database.db.select().from(users).where(isNotNull(users.personaId));
    expect(real.every((r) => r.fictional)).toBe(true);
  });

  it('leaves waiting work for the desk: new, unanswered and stopped conversations with personas', async () => {
    const rows = await database.db.select().from(conversations).orderBy(asc(conversations.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    let stopped = 0;
    for (const c of rows) {
      const said = await database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, c.id))
        .orderBy(asc(messages.createdAt));
      const [starter] = await database.db.select().from(users).where(eq(users.id, c.startedBy));
      expect(starter!.fictional).toBe(false);
      expect(said[0]!.senderId).toBe(c.startedBy);
      expect(c.lastMessageAt).toEqual(said.at(-1)!.createdAt);
      const sides = await database.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, c.id));
      expect(sides).toHaveLength(2);
      const last = said.at(-1)!;
      const recipient = sides.find((s) => s.memberId !== last.senderId)!;
      expect(recipient.unread).toBeGreaterThan(0);
      expect(sides.find((s) => s.memberId === last.senderId)!.unread).toBe(0);
      if (last.senderId !== c.startedBy && today.getTime() - last.createdAt.getTime() > 86_400_000) stopped++;
    }
    expect(stopped).toBe(1);
  });

  it('refuses negative credits (CHECK constraint)', async () => {
    await expect(
      database.db.update(users).set({ credits: -1 }).where(eq(users.emailNormalized, 'alice@velvet.demo')),
    ).rejects.toThrow();
  });
});
