/**
 * Reading personas (issue 18) for the console: the list with filters, and one persona with its
 * brand rows, profile, interests and photos. A persona's rows on its brands are kept identical
 * (commands.ts), so the profile and photos are read from its first row; a brand the persona was
 * removed from keeps a hidden row (profile status `disabled`) and is not listed among its brands.
 */
import type { Persona, PersonaSummary } from '@dating/contract';
import type { Db } from '@dating/db';
import { personas, photos, profiles, users } from '@dating/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { loadOwnProfile } from '../account/queries.ts';

type Reader = Pick<Db, 'select'>;

export interface BrandRow {
  brand: string;
  member: number;
  /** False when the persona was removed from this brand (the row stays for its conversations). */
  shown: boolean;
}

/** Every member row of a persona, oldest first, shown or hidden. */
export async function personaRows(db: Reader, personaId: number): Promise<BrandRow[]> {
  const rows = await db
    .select({ brand: users.brandId, member: users.id, status: profiles.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.personaId, personaId))
    .orderBy(asc(users.id));
  return rows.map((r) => ({ brand: r.brand, member: Number(r.member), shown: r.status === 'active' }));
}

/** The row the console reads the persona's profile from: its first shown row, else its first. */
export const leadRow = (rows: BrandRow[]) => rows.find((r) => r.shown) ?? rows[0] ?? null;

/** The photos of one persona row, main first, then in their order. */
export async function rowPhotos(db: Reader, member: number): Promise<Persona['photos']> {
  const [rows, [profile]] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, member)).orderBy(asc(photos.position), asc(photos.id)),
    db.select({ main: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, member)),
  ]);
  return rows
    .map((p) => ({
      id: Number(p.id),
      filename: p.filename,
      thumb_filename: p.thumbFilename,
      premium_only: p.premiumOnly,
      main: Number(p.id) === Number(profile?.main ?? 0),
    }))
    .sort((a, b) => Number(b.main) - Number(a.main));
}

/** One persona as the console shows and edits it, or null. */
export async function loadPersona(db: Db, id: number): Promise<Persona | null> {
  const [row] = await db.select().from(personas).where(eq(personas.id, id));
  if (!row) return null;
  const rows = await personaRows(db, id);
  const lead = leadRow(rows);
  if (!lead) return null;
  const own = await loadOwnProfile(db, lead.member);
  const { signup_reason: _unused, interests, ...profile } = own;
  return {
    id: Number(row.id),
    label: row.label,
    notes: row.notes,
    openers: row.openers,
    retired_at: row.retiredAt?.toISOString() ?? null,
    brands: rows.filter((r) => r.shown).map((r) => ({ brand: r.brand, member: r.member })),
    profile,
    interests,
    photos: await rowPhotos(db, lead.member),
  };
}

/** The console's persona list: newest first, filtered by brand and retirement. */
export async function listPersonas(
  db: Db,
  filter: { brand?: string; retired: 'active' | 'retired' | 'all' },
): Promise<PersonaSummary[]> {
  const where = [isNotNull(users.personaId), eq(profiles.status, 'active')];
  if (filter.retired === 'active') where.push(isNull(personas.retiredAt));
  if (filter.retired === 'retired') where.push(isNotNull(personas.retiredAt));
  if (filter.brand) {
    const onBrand = db
      .select({ id: users.personaId })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.brandId, filter.brand), eq(profiles.status, 'active')));
    where.push(inArray(personas.id, onBrand));
  }
  const rows = await db
    .select({
      id: personas.id,
      label: personas.label,
      retiredAt: personas.retiredAt,
      member: users.id,
      brand: users.brandId,
      name: profiles.name,
      file: photos.filename,
      thumb: photos.thumbFilename,
      photoId: photos.id,
      premiumOnly: photos.premiumOnly,
    })
    .from(personas)
    .innerJoin(users, eq(users.personaId, personas.id))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(...where))
    .orderBy(desc(personas.id), asc(users.id));
  const byId = new Map<number, PersonaSummary>();
  for (const r of rows) {
    const id = Number(r.id);
    const seen = byId.get(id);
    if (seen) {
      seen.brands.push(r.brand);
      continue;
    }
    byId.set(id, {
      id,
      label: r.label,
      name: r.name,
      brands: [r.brand],
      retired: r.retiredAt !== null,
      main_photo:
        r.file && r.thumb
          ? {
              id: Number(r.photoId),
              filename: r.file,
              thumb_filename: r.thumb,
              premium_only: r.premiumOnly ?? false,
              main: true,
            }
          : null,
    });
  }
  return [...byId.values()];
}
