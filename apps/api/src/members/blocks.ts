/** Blocks between two members (spec §4, §6): one query for "is either side blocked", used by every path. */
import type { Db } from '@dating/db';
import { blocks, profiles, users } from '@dating/db/schema';
import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import { refuse } from '../core/result.ts';
import { refusalError } from '../http/refusal.ts';
import { activeMember } from './visibility.ts';

export async function blockBetween(db: Db, a: number, b: number) {
  const rows = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return {
    /** `a` blocked `b`. */
    aBlockedB: rows.some((r) => Number(r.blocker) === a),
    /** `b` blocked `a`: `a` may not see or contact `b`. */
    bBlockedA: rows.some((r) => Number(r.blocker) === b),
  };
}

/** Search condition: neither the viewer nor the listed member blocked the other. */
export function notBlockedWith(viewerId: number): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`;
}

/**
 * The viewer and every member blocked with them either way, as a one-column (`id`) select: the
 * members `notBlockedWith` and the viewer's own exclusion leave out of a search, found through
 * the viewer's block rows rather than by testing every match.
 */
export function viewerAndBlockedWith(viewerId: number): SQL {
  return sql`select ${viewerId}::bigint as id union select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId} union select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}`;
}

/** Whether `id` is a member of this brand with an active profile (likes, blocks and reports act on one). */
export async function isActiveMember(db: Pick<Db, 'select'>, brandId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.brandId, brandId), activeMember()))
    .limit(1);
  return Boolean(row);
}

/**
 * @deprecated For routes/signup.ts only, until it moves to a command (ADR 0049): commands use
 * `isActiveMember` and refuse `not_found` themselves.
 */
export async function requireActiveMember(db: Db, brandId: string, id: number): Promise<void> {
  if (!(await isActiveMember(db, brandId, id))) throw refusalError(refuse('not_found'));
}
