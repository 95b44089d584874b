/**
 * Which profile photos others may see (issue 19, ADR 0060), as one SQL condition every reading
 * query uses: approved photos, and pending ones unless a site of the owner's brand has
 * `photos_before_approval` switched off. A rejected photo never passes. The member's own photo
 * manager reads every status (photos/queries.ts) so they can see a rejection and its reason.
 *
 * The setting is stored per site, but a brand's members appear on every domain of the brand, so
 * the strictest site of the brand decides (no site has switched it off → pending photos show).
 */
import { photos, sites } from '@dating/db/schema';
import { type AnyColumn, type SQL, and, eq, or, sql } from 'drizzle-orm';

/** True in SQL for a photo others may see; `brandId` is the owner's brand (a column or a value). */
export function photoShown(brandId: AnyColumn | string): SQL {
  const brand = typeof brandId === 'string' ? sql`${brandId}` : sql`${brandId}`;
  const approvalFirst = sql`exists (select 1 from ${sites} where ${sites.brandId} = ${brand} and ${sites.settings} ->> 'photos_before_approval' = 'false')`;
  return or(eq(photos.status, 'approved'), and(eq(photos.status, 'pending'), sql`not ${approvalFirst}`))!;
}
