/**
 * Changing a member's e-mail notifications: their own preferences, switching e-mail back on,
 * the mail side's bounce and complaint reports, and the one-click unsubscribe (ADR 0028).
 * No HTTP here (ADR 0048).
 */
import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import { type NotificationDisableReason, reasonsAfterReEnable } from '@dating/domain';
import { eq, sql } from 'drizzle-orm';
import { type UnsubscribeState, unsubscribeStateOf } from './queries.ts';

/** Adds a disabled reason once (the array keeps each reason at most once). */
const addReason = (reason: NotificationDisableReason) => ({
  notificationsDisabled: sql`case when ${reason} = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}::text) end`,
});

/** Stores the preferences sent (true/false only); the others stay as they were. */
export async function updatePreferences(
  db: Db,
  input: { userId: number; preferences: Record<string, unknown> },
): Promise<void> {
  const patch = Object.fromEntries(
    Object.entries(input.preferences).filter(([, v]) => typeof v === 'boolean'),
  );
  // jsonb || merges in the database, so two quick changes from two tabs never undo each other.
  await db
    .update(users)
    .set({ emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(users.id, input.userId));
}

/** A spam complaint (fbl) or unsubscribe is cleared; a bounce stays until the address changes. */
export async function reEnableNotifications(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ disabled: users.notificationsDisabled })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (row) {
      await tx
        .update(users)
        .set({ notificationsDisabled: reasonsAfterReEnable(row.disabled) })
        .where(eq(users.id, userId));
    }
  });
}

/** A hard bounce or spam complaint for an address switches e-mail off for every account with it; how many. */
export async function recordMailEvent(
  db: Db,
  input: { type: 'bounce' | 'fbl'; email: string },
): Promise<number> {
  const updated = await db
    .update(users)
    .set(addReason(input.type))
    .where(eq(users.emailNormalized, input.email.toLowerCase()))
    .returning({ id: users.id });
  return updated.length;
}

/** The one-click unsubscribe of a link's member. */
export async function unsubscribe(db: Db, userId: number): Promise<UnsubscribeState> {
  const [row] = await db
    .update(users)
    .set(addReason('listunsubscribe'))
    .where(eq(users.id, userId))
    .returning({ email: users.email, disabled: users.notificationsDisabled });
  return unsubscribeStateOf(row!);
}

/** Undoes an unsubscribe made with a link (other reasons stay). */
export async function undoUnsubscribe(db: Db, userId: number): Promise<UnsubscribeState> {
  const [row] = await db
    .update(users)
    .set({ notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, 'listunsubscribe')` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, disabled: users.notificationsDisabled });
  return unsubscribeStateOf(row!);
}
