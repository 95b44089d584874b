/**
 * Changing a member's e-mail notifications: their own preferences, switching e-mail back on,
 * the mail side's bounce and complaint reports, and the one-click unsubscribe (ADR 0028).
 * No HTTP here (ADR 0048).
 */
import type { MailEventRequest } from '@dating/contract';
import type { Db } from '@dating/db';
import { outboxMessages, users } from '@dating/db/schema';
import { type NotificationDisableReason, reasonsAfterReEnable } from '@dating/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
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

/** The delivery log's e-mails a report is about: the one with its Message-ID, else the newest to the address. */
async function reportedMails(tx: Db, input: MailEventRequest) {
  const mails = eq(outboxMessages.channel, 'email');
  if (input.message_id) {
    // Providers quote the Message-ID with or without its angle brackets; nodemailer keeps them.
    const bare = input.message_id.replace(/^<|>$/g, '');
    return tx
      .select({ id: outboxMessages.id, to: outboxMessages.toAddress })
      .from(outboxMessages)
      .where(and(mails, inArray(outboxMessages.messageId, [bare, `<${bare}>`])))
      .for('update');
  }
  return tx
    .select({ id: outboxMessages.id, to: outboxMessages.toAddress })
    .from(outboxMessages)
    .where(
      and(
        mails,
        sql`lower(${outboxMessages.toAddress}) = ${input.email!.toLowerCase()}`,
        inArray(outboxMessages.state, ['kept', 'sent']),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1)
    .for('update');
}

/**
 * The mail side's report (ADR 0068): a bounce marks the mail it is about bounced, with its type and
 * reason; a hard bounce or a spam complaint switches e-mail notifications off for every account
 * with the address (a soft bounce only is recorded: the next mail may well arrive). A report by
 * Message-ID alone that matches no mail is refused, nothing written.
 */
export async function recordMailEvent(
  db: Db,
  input: MailEventRequest,
  clock: Clock,
): Promise<Result<{ members: number; messages: number }>> {
  const now = clock();
  return db.transaction(async (tx) => {
    const found = input.type === 'fbl' && input.email ? [] : await reportedMails(tx, input);
    const address = input.email ?? found[0]?.to;
    if (!address) return refuse('not_found', { fields: { message_id: 'unknown' } });
    if (input.type !== 'fbl' && found.length > 0) {
      await tx
        .update(outboxMessages)
        .set({
          state: 'bounced',
          bounceType: input.type === 'bounce' ? 'hard' : 'soft',
          bounceReason: input.reason ?? null,
          bouncedAt: now,
        })
        .where(
          inArray(
            outboxMessages.id,
            found.map((m) => m.id),
          ),
        );
    }
    const reason = input.type === 'soft_bounce' ? null : input.type;
    const updated = reason
      ? await tx
          .update(users)
          .set(addReason(reason))
          .where(eq(users.emailNormalized, address.toLowerCase()))
          .returning({ id: users.id })
      : [];
    return done({ members: updated.length, messages: input.type === 'fbl' ? 0 : found.length });
  });
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
