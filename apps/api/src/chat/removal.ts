/**
 * Removing chats (spec §4): from one member's own list (the other member keeps theirs), or for
 * both when one blocks the other.
 */
import type { Db } from '@dating/db';
import { conversationMembers, conversations } from '@dating/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../core/db-access.ts';
import { pair } from './conversations.ts';

/**
 * Spec §4: removing a chat takes it out of this member's list and hides its messages for them;
 * the other member keeps theirs, and a new message brings the chat back.
 */
export async function removeChats(db: Db, me: number, conversationIds: number[], now: Date) {
  if (conversationIds.length === 0) return;
  await db
    .update(conversationMembers)
    .set({ hidden: true, unread: 0, clearedAt: now })
    .where(
      and(inArray(conversationMembers.conversationId, conversationIds), eq(conversationMembers.memberId, me)),
    );
}

/** Spec §4: blocking deletes the chats between the two, for both. */
export async function deleteChatsBetween(tx: Tx, a: number, b: number) {
  const { low, high } = pair(a, b);
  await tx
    .delete(conversations)
    .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
}
