/** Reading where a member stands in leaving (spec §4, §9): privacy mode, the reactivation link. */
import type { Db } from '@dating/db';
import { profiles } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { tokenUsable } from '../auth/email-tokens.ts';
import type { Clock } from '../core/clock.ts';

export { collectMyData, zipStream } from './my-data.ts';

/** Whether privacy mode is on (the profile is out of search). */
export async function privacyOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ searchable: profiles.searchable })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ? !row.searchable : false;
}

/** Whether a reactivation link still works, without using it. */
export const reactivationLinkUsable = (db: Db, token: string, clock: Clock): Promise<boolean> =>
  tokenUsable(db, token, 'reactivation', clock());
