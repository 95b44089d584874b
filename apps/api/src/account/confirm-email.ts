/**
 * Confirming the e-mail address (activation link, or following a mail-change link): the account
 * is confirmed, the profile shows, and the messages held until now are delivered (spec §4). A
 * changed address also ends a bounce.
 */
import { profiles, users } from '@dating/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordConversion } from '../back-office/traffic/conversions.ts';
import { announceDelivery } from '../chat/deliver.ts';
import { releaseHeldMessages } from '../chat/sending.ts';
import type { Db } from '@dating/db';
import type { ChatEventBus } from '../chat/events.ts';
import type { PushSender } from '../push/send.ts';

/** What confirming needs: the database, and the live events and push that announce released messages. */
export interface ConfirmDeps {
  db: Db;
  events: ChatEventBus;
  push: PushSender;
}

export async function confirmEmail(
  deps: ConfirmDeps,
  userId: number,
  at: Date,
  email?: { email: string; emailNormalized: string },
) {
  const released = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: users.status, brandId: users.brandId, tracking: users.tracking })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // The first confirmation is the activation a traffic source is paid for (ADR 0066).
    if (before?.status === 'not_confirmed') {
      await recordConversion(
        tx,
        { userId, brandId: before.brandId, event: 'activation', tracking: before.tracking },
        at,
      );
    }
    await tx
      .update(users)
      .set({
        ...email,
        status: 'confirmed',
        // A new address that the member proved to read ends a bounce on the old one (spec §4).
        ...(email
          ? { notificationsDisabled: sql`array_remove(${users.notificationsDisabled}, 'bounce')` }
          : {}),
      })
      .where(and(eq(users.id, userId), ne(users.status, 'pending_deletion')));
    await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, userId));
    return releaseHeldMessages(tx, userId);
  });
  // The live events were written with the release; the push does not hold up the confirmation.
  for (const delivery of released) {
    await announceDelivery(deps, delivery).catch((error) => console.error('[chat] announcing failed', error));
  }
}
