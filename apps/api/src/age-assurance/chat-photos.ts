/**
 * Chat photos are explicit media (ADR 0088): a member who has not passed their country's age
 * checks gets the other side's photo messages without the picture (`photo: null`,
 * `age_locked: true`) in every answer and live event, and chat-photo.php refuses the picture
 * itself. Their own photos always show.
 */
import type { ChatEvent, ChatMessage } from '@dating/contract';
import type { Db } from '@dating/db';
import { messages } from '@dating/db/schema';
import { eq } from 'drizzle-orm';

export function withholdChatPhoto<M extends ChatMessage | null>(message: M, locked: boolean): M {
  if (!message || !locked || message.kind !== 'photo' || message.mine) return message;
  return { ...message, photo: null, age_locked: true };
}

export function withholdInEvent(event: ChatEvent, locked: boolean): ChatEvent {
  return event.type === 'message' ? { ...event, message: withholdChatPhoto(event.message, locked) } : event;
}

/** Whether the photo message `message` was sent by `me` (a locked member still sees their own). */
export async function sentBy(db: Db, me: number, message: number): Promise<boolean> {
  const [row] = await db
    .select({ sender: messages.senderId })
    .from(messages)
    .where(eq(messages.id, message))
    .limit(1);
  return row !== undefined && Number(row.sender) === me;
}
