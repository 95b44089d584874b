/**
 * Block and report (spec §4 "blocking deletes chats and likes", §6 blocked members; issue 6).
 * A block removes the likes and the chats between the two at once. Commands return a result
 * naming a reason when refused (ADR 0049); none reads the time.
 */
import type { REPORT_REASONS } from '@dating/contract';
import type { Db } from '@dating/db';
import { blocks, likes, reports } from '@dating/db/schema';
import { and, eq, or } from 'drizzle-orm';
import type { SessionUser } from '../auth/session.ts';
import { deleteChatsBetween } from '../chat/removal.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { isActiveMember } from '../members/blocks.ts';

/** Another active member of the brand, or the reason a block or report of `id` is refused. */
async function otherMember(db: Db, me: SessionUser, id: number): Promise<Result<void>> {
  if (me.id === id) return refuse('validation_failed', { fields: { id: 'invalid' } });
  if (!(await isActiveMember(db, me.brandId, id))) return refuse('not_found');
  return done(undefined);
}

/** Blocks `id`: the likes both ways and the chats between the two are deleted with it. */
export async function blockMember(db: Db, input: { me: SessionUser; id: number }): Promise<Result<void>> {
  const { me, id } = input;
  const other = await otherMember(db, me, id);
  if (!other.ok) return other;
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: me.id, blockedId: id }).onConflictDoNothing();
    await tx
      .delete(likes)
      .where(
        or(
          and(eq(likes.likerId, me.id), eq(likes.likedId, id)),
          and(eq(likes.likerId, id), eq(likes.likedId, me.id)),
        ),
      );
    await deleteChatsBetween(tx, me.id, id);
  });
  return done(undefined);
}

/** Lifts the member's block of `id` (the deleted likes stay deleted); unblocking nobody is fine. */
export async function unblockMember(db: Db, input: { meId: number; id: number }): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, input.meId), eq(blocks.blockedId, input.id)));
}

/** Stores a report of `id` for the moderation team. */
export async function reportMember(
  db: Db,
  input: { me: SessionUser; id: number; reason: (typeof REPORT_REASONS)[number]; message?: string },
): Promise<Result<void>> {
  const { me, id } = input;
  const other = await otherMember(db, me, id);
  if (!other.ok) return other;
  await db
    .insert(reports)
    .values({ reporterId: me.id, reportedId: id, reason: input.reason, message: input.message || null });
  return done(undefined);
}
