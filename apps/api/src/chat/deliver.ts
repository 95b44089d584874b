/**
 * A message has reached its recipient: tell their open pages (live event) and their
 * subscribed browsers (web push). Used after a send and when held messages are released. A
 * message to a persona also goes to the staff desk's topic (ADR 0055): it enters the queue.
 * The member's live event was written with the message (chat/sending.ts, ADR 0072): here the
 * instances are only woken to read it. Resolves once the live part is done (this instance's
 * streams have the message); the push goes on in the background, so an answer never waits on
 * a push service.
 */
import { log } from '@dating/log';
import type { Db } from '@dating/db';
import { type messages, profiles, users } from '@dating/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { PushSender } from '../push/send.ts';
import type { ChatEventBus } from './events.ts';

export async function announceDelivery(
  deps: { db: Db; events: ChatEventBus; push: PushSender },
  delivery: { conversationId: number; recipient: number; message: typeof messages.$inferSelect },
) {
  const { conversationId, recipient } = delivery;
  await deps.events.wake();
  // The sender's name for the push comes with the recipient's row: one statement, not two.
  const [recipientRow] = await deps.db
    .select({
      personaId: users.personaId,
      brandId: users.brandId,
      senderName: sql<
        string | null
      >`(select ${profiles.name} from ${profiles} where ${profiles.userId} = ${Number(delivery.message.senderId)})`,
    })
    .from(users)
    .where(eq(users.id, recipient));
  if (recipientRow?.personaId != null) {
    await deps.events.publishDesk({
      type: 'desk',
      conversation: conversationId,
      change: 'message',
      staff: null,
      brand: recipientRow.brandId,
    });
  }
  void pushDelivery(deps, delivery, recipientRow?.senderName ?? '').catch((error) =>
    log.error({ err: error }, 'chat: pushing a message failed'),
  );
}

async function pushDelivery(
  deps: { db: Db; push: PushSender },
  { conversationId, recipient, message }: Parameters<typeof announceDelivery>[1],
  senderName: string,
) {
  await deps.push.notifyMessage(deps.db, {
    recipient,
    senderName,
    kind: message.kind,
    text: message.body,
    conversation: conversationId,
  });
}
