/**
 * The discount offered instead of leaving (spec §3 company info delete_discount, §4 deletion
 * alternatives): one personal code per member in `discount_codes`, bound to them, once per
 * member, valid for a few days. Asking again shows the same code; once it expired or was used
 * there is no second one (ADR 0029).
 */
import { createHash } from 'node:crypto';
import type { Db } from '@dating/db';
import { discountCodeUses, discountCodes } from '@dating/db/schema';
import { and, desc, eq, like } from 'drizzle-orm';

export const DELETE_DISCOUNT_PREFIX = 'STAY-';
export const DELETE_DISCOUNT_DAYS = 7;

export async function deletionDiscount(
  db: Db,
  userId: number,
  percentage: number | undefined,
  now: Date,
): Promise<{ code: string; percentage: number; expires_at: string } | null> {
  if (!percentage || percentage <= 0) return null;
  const [existing] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.userId, userId), like(discountCodes.code, `${DELETE_DISCOUNT_PREFIX}%`)))
    .orderBy(desc(discountCodes.createdAt))
    .limit(1);
  if (existing) {
    const [use] = await db
      .select({ code: discountCodeUses.code })
      .from(discountCodeUses)
      .where(and(eq(discountCodeUses.code, existing.code), eq(discountCodeUses.userId, userId)));
    const usable =
      !use && existing.status === 'active' && existing.expiresAt !== null && existing.expiresAt > now;
    return usable
      ? {
          code: existing.code,
          percentage: existing.valuePercentage,
          expires_at: existing.expiresAt!.toISOString(),
        }
      : null;
  }
  // One code per member, named after them: two tabs asking at once insert the same row, and
  // the second insert is a no-op rather than a second code. It is bound to the member, so
  // knowing someone's code is no use to anyone else.
  const code = `${DELETE_DISCOUNT_PREFIX}${createHash('sha256').update(`stay:${userId}`).digest('hex').slice(0, 10).toUpperCase()}`;
  const expiresAt = new Date(now.getTime() + DELETE_DISCOUNT_DAYS * 86_400_000);
  await db
    .insert(discountCodes)
    .values({
      code,
      userId,
      expiresAt,
      valuePercentage: percentage,
      validity: 'once_per_user',
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return { code, percentage: row!.valuePercentage, expires_at: row!.expiresAt!.toISOString() };
}
