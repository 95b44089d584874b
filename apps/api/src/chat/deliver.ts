/**
 * A message has reached its recipient: tell their open pages (live event) and their
 * subscribed browsers (web push). Used after a send and when held messages are released. A
 * message to a persona also goes to the staff desk's topic (ADR 0055): it enters the queue.
 */
import type { Db } from '@dating/db';
import { type messages, profiles, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { PushSender } from '../push/send.ts';
import type { ChatEventBus } from './events.ts';
import { toChatMessage } from './conversations.ts';

export async function announceDelivery(
  deps: { db: Db; events: ChatEventBus; push: PushSender },
  delivery: { conversationId: number; recipient: number; message: typeof messages.$inferSelect },
) {
  const { conversationId, recipient, message } = delivery;
  const from = Number(message.senderId);
  deps.events.publish(recipient, {
    type: 'message',
    conversation: conversationId,
    from,
    message: toChatMessage(message, recipient, null),
  });
  const [recipientRow] = await deps.db
    .select({ personaId: users.personaId, brandId: users.brandId })
    .from(users)
    .where(eq(users.id, recipient));
  if (recipientRow?.personaId != null) {
    deps.events.publishDesk({
      type: 'desk',
      conversation: conversationId,
      change: 'message',
      staff: null,
      brand: recipientRow.brandId,
    });
  }
  const [sender] = await deps.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, from));
  await deps.push.notifyMessage(deps.db, {
    recipient,
    senderName: sender?.name ?? '',
    kind: message.kind,
    text: message.body,
    conversation: conversationId,
  });
}
