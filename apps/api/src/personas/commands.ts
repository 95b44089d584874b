/**
 * Managing personas (issue 18, ADR 0056): the fictional profiles the staff run. A persona is a
 * `personas` row and one fictional member row per brand it appears on; every edit is applied to
 * all of its rows (shown or hidden) so they never drift apart. Profile fields go through the
 * member's own profile command (account/commands.ts updateProfile) and the signup rules of
 * @dating/domain; photos through the member photo pipeline. Each change writes its audit row in
 * the same transaction, and a refused change writes nothing.
 */
import type { Persona, personaCreateSchema, personaUpdateSchema } from '@dating/contract';
import type { Db } from '@dating/db';
import type { PhotoStore } from '@dating/storage';
import {
  PERSONA_PASSWORD_HASH,
  personas,
  photos,
  profileInterests,
  profiles,
  users,
} from '@dating/db/schema';
import { validateDateOfBirth, validateUsername } from '@dating/domain';
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { sexuality, updateProfile } from '../account/commands.ts';
import type { Clock } from '../core/clock.ts';
import { atomically } from '../core/atomically.ts';
import type { Tx } from '../core/db-access.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { likeMember } from '../likes/commands.ts';
import { removeFiles, removePhoto, storeBlur, storePhoto } from '../photos/pipeline.ts';
import { type AuditEntry, recordAudit } from '../staff/audit.ts';
import { type BrandRow, leadRow, loadPersona, personaRows } from './queries.ts';

type CreateInput = z.output<typeof personaCreateSchema>;
type UpdateInput = z.output<typeof personaUpdateSchema>;

/** Who acts, for the audit row. */
export interface Actor {
  staffId: number;
  ip?: string | null;
}

/** The audit row of a persona change, in the change's transaction. */
const auditPersona = (
  tx: Tx,
  actor: Actor,
  action: string,
  id: number,
  change: Pick<AuditEntry, 'before' | 'after'>,
  now: Date,
) =>
  recordAudit(
    tx,
    { staffId: actor.staffId, action, targetType: 'persona', targetId: id, ...change, ip: actor.ip },
    now,
  );

const personaEmail = (id: number, brand: string) => `persona-${id}@${brand}.invalid`;

/** The persona as the audit log keeps it before and after a change. */
const snapshot = (p: Persona | null) => (p ? { ...p } : null);

/** The member-profile part of a create or edit, as the member's own profile command takes it. */
function profilePatch(b: Partial<CreateInput>) {
  return {
    country: b.country,
    region: b.region,
    city: b.city,
    hair_color: b.hair_color,
    eye_color: b.eye_color,
    body_type: b.body_type,
    relationship_status: b.relationship_status,
    tattoos: b.tattoos,
    about_me: b.about_me,
    interests: b.interests,
  };
}

/** Name and date of birth by the signup rules (spec §5), as field errors. */
function identityProblems(b: { name?: string; date_of_birth?: string }, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  if (b.name !== undefined) {
    const problem = validateUsername(b.name, '');
    if (problem) fields.name = problem;
  }
  if (b.date_of_birth !== undefined) {
    const problem = validateDateOfBirth(b.date_of_birth, now);
    if (problem) fields.date_of_birth = problem;
  }
  return fields;
}

/** Applies the profile fields of a create or edit to one member row of the persona. */
async function applyProfile(tx: Db, member: number, b: Partial<CreateInput>): Promise<Result<void>> {
  const identity: Record<string, unknown> = {};
  if (b.name !== undefined) identity.name = b.name;
  if (b.date_of_birth !== undefined) identity.dateOfBirth = b.date_of_birth;
  if (b.gender !== undefined || b.looking_for !== undefined) {
    const [current] = await tx
      .select({ gender: profiles.gender, lookingFor: profiles.lookingForGender })
      .from(profiles)
      .where(eq(profiles.userId, member));
    const gender = b.gender ?? current!.gender;
    const lookingFor = b.looking_for ?? current!.lookingFor ?? (gender === 'male' ? 'female' : 'male');
    Object.assign(identity, {
      gender,
      lookingForGender: lookingFor,
      sexuality: sexuality(gender, lookingFor),
    });
  }
  if (Object.keys(identity).length > 0)
    await tx.update(profiles).set(identity).where(eq(profiles.userId, member));
  return updateProfile(tx, { userId: member, patch: profilePatch(b) });
}

/** A new member row of the persona on `brand`, with the given profile identity. */
async function insertRow(
  tx: Db,
  persona: { id: number; retired: boolean },
  brand: string,
  profile: Omit<typeof profiles.$inferInsert, 'userId' | 'brandId'>,
  now: Date,
): Promise<number> {
  const email = personaEmail(persona.id, brand);
  const [user] = await tx
    .insert(users)
    .values({
      brandId: brand,
      email,
      emailNormalized: email,
      passwordHash: PERSONA_PASSWORD_HASH,
      status: 'confirmed',
      fictional: true,
      personaId: persona.id,
      signupDate: now,
    })
    .returning({ id: users.id });
  const member = Number(user!.id);
  await tx.insert(profiles).values({
    ...profile,
    userId: member,
    brandId: brand,
    status: 'active',
    searchable: !persona.retired,
    mainPhotoId: null,
  });
  return member;
}

function unknownBrands(brands: readonly string[], known: readonly string[]) {
  return brands.some((b) => !known.includes(b));
}

/** Creates a persona on its brands; its id. */
export async function createPersona(
  db: Db,
  input: { actor: Actor; persona: CreateInput; knownBrands: readonly string[] },
  clock: Clock,
): Promise<Result<{ id: number }>> {
  const now = clock();
  const p = input.persona;
  const fields = identityProblems(p, now);
  if (unknownBrands(p.brands, input.knownBrands)) fields.brands = 'invalid';
  if (Object.keys(fields).length > 0) return refuse('validation_failed', { fields });
  const brands = [...new Set(p.brands)];
  return atomically(db, async (tx) => {
    const [row] = await tx
      .insert(personas)
      .values({ label: p.label, notes: p.notes, openers: p.openers, createdAt: now })
      .returning({ id: personas.id });
    const id = Number(row!.id);
    for (const brand of brands) {
      const member = await insertRow(
        tx,
        { id, retired: false },
        brand,
        {
          name: p.name,
          gender: p.gender,
          lookingForGender: p.looking_for,
          sexuality: sexuality(p.gender, p.looking_for),
          dateOfBirth: p.date_of_birth,
          country: p.country,
        },
        now,
      );
      const applied = await updateProfile(tx, { userId: member, patch: profilePatch(p) });
      if (!applied.ok) return applied;
    }
    await auditPersona(
      tx,
      input.actor,
      'persona.create',
      id,
      { after: snapshot(await loadPersona(tx, id)) },
      now,
    );
    return done({ id });
  });
}

/** The persona's rows, or `persona_not_found`. */
async function rowsOf(db: Db, id: number): Promise<Result<BrandRow[]>> {
  const rows = await personaRows(db, id);
  return rows.length > 0 ? done(rows) : refuse('persona_not_found');
}

/** Edits a persona: its own fields and the profile on every brand row. */
export async function updatePersona(
  db: Db,
  input: { actor: Actor; id: number; patch: UpdateInput },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  const b = input.patch;
  const fields = identityProblems(b, now);
  if (Object.keys(fields).length > 0) return refuse('validation_failed', { fields });
  return atomically(db, async (tx) => {
    const rows = await rowsOf(tx, input.id);
    if (!rows.ok) return rows;
    const before = await loadPersona(tx, input.id);
    const own = Object.fromEntries(
      Object.entries({ label: b.label, notes: b.notes, openers: b.openers }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    if (Object.keys(own).length > 0) await tx.update(personas).set(own).where(eq(personas.id, input.id));
    for (const row of rows.value) {
      const applied = await applyProfile(tx, row.member, b);
      if (!applied.ok) return applied;
    }
    await auditPersona(
      tx,
      input.actor,
      'persona.update',
      input.id,
      { before: snapshot(before), after: snapshot(await loadPersona(tx, input.id)) },
      now,
    );
    return done(undefined);
  });
}

/**
 * Shows the persona on one more brand: a row it had there before comes back as it was left (it
 * was kept in step with every edit); otherwise a new row copies the profile, interests and photos.
 */
export async function addPersonaBrand(
  db: Db,
  input: { actor: Actor; id: number; brand: string; knownBrands: readonly string[] },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  if (unknownBrands([input.brand], input.knownBrands)) {
    return refuse('validation_failed', { fields: { brand: 'invalid' } });
  }
  return atomically(db, async (tx) => {
    const rows = await rowsOf(tx, input.id);
    if (!rows.ok) return rows;
    const before = await loadPersona(tx, input.id);
    const existing = rows.value.find((r) => r.brand === input.brand);
    if (existing?.shown) return done(undefined);
    if (existing) {
      await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, existing.member));
    } else {
      const lead = leadRow(rows.value)!;
      const [persona] = await tx.select().from(personas).where(eq(personas.id, input.id));
      const [leadProfile] = await tx.select().from(profiles).where(eq(profiles.userId, lead.member));
      const { userId: _u, brandId: _b, mainPhotoId, status: _s, searchable: _v, ...profile } = leadProfile!;
      const member = await insertRow(
        tx,
        { id: input.id, retired: persona!.retiredAt !== null },
        input.brand,
        profile,
        now,
      );
      const tags = await tx.select().from(profileInterests).where(eq(profileInterests.userId, lead.member));
      if (tags.length > 0) {
        await tx
          .insert(profileInterests)
          .values(tags.map((t) => ({ userId: member, interestSlug: t.interestSlug })));
      }
      const pictures = await tx
        .select()
        .from(photos)
        .where(eq(photos.userId, lead.member))
        .orderBy(asc(photos.position), asc(photos.id));
      for (const { id: photoId, userId: _p, ...picture } of pictures) {
        const [copy] = await tx
          .insert(photos)
          .values({ ...picture, userId: member })
          .returning({ id: photos.id });
        if (photoId === mainPhotoId) {
          await tx.update(profiles).set({ mainPhotoId: copy!.id }).where(eq(profiles.userId, member));
        }
      }
    }
    await auditPersona(
      tx,
      input.actor,
      'persona.brand_add',
      input.id,
      {
        before: { brands: before?.brands.map((b) => b.brand) ?? [] },
        after: { brands: (await loadPersona(tx, input.id))?.brands.map((b) => b.brand) ?? [] },
      },
      now,
    );
    return done(undefined);
  });
}

/**
 * Takes the persona off one brand. The row is hidden (profile disabled), not deleted: the
 * members' conversations with it, its likes and the desk's history stay whole (ADR 0056).
 * A persona keeps at least one brand.
 */
export async function removePersonaBrand(
  db: Db,
  input: { actor: Actor; id: number; brand: string },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const rows = await rowsOf(tx, input.id);
    if (!rows.ok) return rows;
    const shown = rows.value.filter((r) => r.shown);
    const row = shown.find((r) => r.brand === input.brand);
    if (!row) return refuse('validation_failed', { fields: { brand: 'invalid' } });
    if (shown.length === 1) return refuse('validation_failed', { fields: { brand: 'last_brand' } });
    await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, row.member));
    await auditPersona(
      tx,
      input.actor,
      'persona.brand_remove',
      input.id,
      {
        before: { brands: shown.map((r) => r.brand) },
        after: { brands: shown.filter((r) => r !== row).map((r) => r.brand) },
      },
      now,
    );
    return done(undefined);
  });
}

/**
 * Retires a persona or brings it back. Retired: out of search (its rows unsearchable), out of
 * the desk and of auto-likes; its profile and conversations stay readable to the members who
 * have them.
 */
export async function setPersonaRetired(
  db: Db,
  input: { actor: Actor; id: number; retired: boolean },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const rows = await rowsOf(tx, input.id);
    if (!rows.ok) return rows;
    const [persona] = await tx
      .select({ retiredAt: personas.retiredAt })
      .from(personas)
      .where(eq(personas.id, input.id));
    const was = persona!.retiredAt;
    if ((was !== null) === input.retired) return done(undefined);
    await tx
      .update(personas)
      .set({ retiredAt: input.retired ? now : null })
      .where(eq(personas.id, input.id));
    await tx
      .update(profiles)
      .set({ searchable: !input.retired })
      .where(
        inArray(
          profiles.userId,
          rows.value.map((r) => r.member),
        ),
      );
    await auditPersona(
      tx,
      input.actor,
      input.retired ? 'persona.retire' : 'persona.restore',
      input.id,
      {
        before: { retired_at: was?.toISOString() ?? null },
        after: { retired_at: input.retired ? now.toISOString() : null },
      },
      now,
    );
    return done(undefined);
  });
}

/** The photo `photoId` of one of the persona's rows: its file name, which all its rows share. */
async function personaPhotoFile(db: Db, rows: BrandRow[], photoId: number): Promise<string | null> {
  const [photo] = await db
    .select({ filename: photos.filename })
    .from(photos)
    .where(
      and(
        eq(photos.id, photoId),
        inArray(
          photos.userId,
          rows.map((r) => r.member),
        ),
      ),
    );
  return photo?.filename ?? null;
}

/**
 * Adds a photo through the member photo pipeline (decoded, re-encoded, thumbnail; a blur when
 * premium-only) onto every row of the persona; the first photo becomes the main one. Files are
 * written before the rows and removed if the rows fail, as for a member's photo.
 */
export async function addPersonaPhoto(
  db: Db,
  input: { actor: Actor; id: number; file: File; premiumOnly: boolean; store: PhotoStore },
  clock: Clock,
): Promise<Result<{ id: number }>> {
  const now = clock();
  const rows = await rowsOf(db, input.id);
  if (!rows.ok) return rows;
  const prefix = `p${input.id}`;
  const stored = await storePhoto(input.file, input.store, prefix);
  if (!stored.ok) return stored;
  const blurred = input.premiumOnly
    ? await storeBlur(input.store, stored.value.filename, prefix).catch(async (error: unknown) => {
        await removePhoto(input.store, stored.value);
        throw error;
      })
    : null;
  const removeStored = async (error: unknown): Promise<never> => {
    await removeFiles(input.store, [stored.value.filename, stored.value.thumbFilename, blurred]);
    throw error;
  };
  return atomically(db, async (tx) => {
    const lead = leadRow(rows.value)!;
    let leadPhoto = 0;
    for (const row of rows.value) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(photos)
        .where(eq(photos.userId, row.member));
      const [photo] = await tx
        .insert(photos)
        .values({
          userId: row.member,
          // Persona photos go through the same moderation queue as members' (issue 19).
          status: 'pending',
          filename: stored.value.filename,
          thumbFilename: stored.value.thumbFilename,
          blurredFilename: blurred,
          premiumOnly: input.premiumOnly,
          position: Number(n),
          width: stored.value.width,
          height: stored.value.height,
        })
        .returning({ id: photos.id });
      if (row.member === lead.member) leadPhoto = Number(photo!.id);
      // A premium-only photo is never the main one: every visitor sees the main photo.
      if (!input.premiumOnly) {
        await tx
          .update(profiles)
          .set({ mainPhotoId: photo!.id })
          .where(and(eq(profiles.userId, row.member), isNull(profiles.mainPhotoId)));
      }
    }
    await auditPersona(
      tx,
      input.actor,
      'persona.photo_add',
      input.id,
      { after: { photo: stored.value.filename, premium_only: input.premiumOnly } },
      now,
    );
    return done({ id: leadPhoto });
  }).catch(removeStored);
}

/** Makes one of the persona's photos the main one on every brand; a premium-only photo cannot be. */
export async function setPersonaMainPhoto(
  db: Db,
  input: { actor: Actor; id: number; photoId: number },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const rows = await rowsOf(tx, input.id);
    if (!rows.ok) return rows;
    const [photo] = await tx
      .select({ filename: photos.filename, premiumOnly: photos.premiumOnly })
      .from(photos)
      .where(
        and(
          eq(photos.id, input.photoId),
          inArray(
            photos.userId,
            rows.value.map((r) => r.member),
          ),
        ),
      );
    if (!photo) return refuse('not_found');
    if (photo.premiumOnly) return refuse('validation_failed', { fields: { photo: 'invalid' } });
    for (const row of rows.value) {
      const [mine] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, row.member), eq(photos.filename, photo.filename)));
      if (mine)
        await tx.update(profiles).set({ mainPhotoId: mine.id }).where(eq(profiles.userId, row.member));
    }
    await auditPersona(
      tx,
      input.actor,
      'persona.photo_main',
      input.id,
      { after: { photo: photo.filename } },
      now,
    );
    return done(undefined);
  });
}

/** Deletes one of the persona's photos from every brand; the next free photo becomes main. */
export async function deletePersonaPhoto(
  db: Db,
  input: { actor: Actor; id: number; photoId: number; store: PhotoStore },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  const gone: { filename: string; thumbFilename: string; blurredFilename: string | null }[] = [];
  const result = await atomically(db, async (tx) => {
    const rows = await rowsOf(tx, input.id);
    if (!rows.ok) return rows;
    const filename = await personaPhotoFile(tx, rows.value, input.photoId);
    if (!filename) return refuse('not_found');
    for (const row of rows.value) {
      const [profile] = await tx
        .select({ main: profiles.mainPhotoId })
        .from(profiles)
        .where(eq(profiles.userId, row.member));
      const removed = await tx
        .delete(photos)
        .where(and(eq(photos.userId, row.member), eq(photos.filename, filename)))
        .returning();
      gone.push(...removed);
      if (removed.some((p) => p.id === profile?.main)) {
        const [next] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(
            and(eq(photos.userId, row.member), eq(photos.premiumOnly, false), ne(photos.status, 'rejected')),
          )
          .orderBy(asc(photos.position), asc(photos.id))
          .limit(1);
        await tx
          .update(profiles)
          .set({ mainPhotoId: next?.id ?? null })
          .where(eq(profiles.userId, row.member));
      }
    }
    await auditPersona(
      tx,
      input.actor,
      'persona.photo_delete',
      input.id,
      { before: { photo: filename } },
      now,
    );
    return done(undefined);
  });
  if (!result.ok) return result;
  // Files after the rows, and only the persona's own uploads (seeded pool pictures are shared).
  const [first] = gone;
  if (first?.filename.startsWith(`p${input.id}-`)) {
    await removeFiles(input.store, [first.filename, first.thumbFilename, first.blurredFilename]);
  }
  return done(undefined);
}

/**
 * The persona likes a member (the desk and admins): the member's ordinary like from the
 * persona's row on the member's brand, through the member like command, so the member sees it
 * and is notified as for any like.
 */
export async function personaLikesMember(
  db: Db,
  input: { actor: Actor; id: number; member: number },
  clock: Clock,
): Promise<Result<{ match: boolean }>> {
  const now = clock();
  return atomically(db, async (tx) => {
    const [persona] = await tx
      .select({ retiredAt: personas.retiredAt })
      .from(personas)
      .where(eq(personas.id, input.id));
    if (!persona) return refuse('persona_not_found');
    const [member] = await tx
      .select({ brand: users.brandId, fictional: users.fictional })
      .from(users)
      .where(eq(users.id, input.member));
    if (!member || member.fictional) return refuse('validation_failed', { fields: { member: 'invalid' } });
    const rows = await personaRows(tx, input.id);
    const row = rows.find((r) => r.shown && r.brand === member.brand);
    if (!row || persona.retiredAt) return refuse('validation_failed', { fields: { member: 'not_on_brand' } });
    const liked = await likeMember(
      tx,
      { me: { id: row.member, brandId: row.brand }, id: input.member, source: 'profile', timeZone: 'UTC' },
      () => now,
    );
    if (!liked.ok) return liked;
    await auditPersona(
      tx,
      input.actor,
      'persona.like',
      input.id,
      { after: { member: input.member, as: row.member, match: liked.value.match } },
      now,
    );
    return liked;
  });
}
