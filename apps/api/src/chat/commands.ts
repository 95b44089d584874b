/**
 * Chat, write side (spec §4 chats; issue 7, ADR 0050): sending (sending.ts, charged through the
 * ledger), marking a conversation read by the explicit call the chat page makes when it opens
 * it, removing chats from one's own list and recording when a member was last seen. Commands
 * return results with reason codes; telling the other member's open pages is the caller's.
 */
import { markActiveDay } from '../back-office/dashboard/counters.ts';
import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import type { Writer } from '../core/db-access.ts';
import { conversationOfPair, markRead, ownConversation } from './conversations.ts';
import { type Viewer, findConversation } from './queries.ts';
import { removeChats } from './removal.ts';

export { type SendInput, type SendResult, releaseHeldMessages, sendMessage } from './sending.ts';

/** What marking read did: the conversation (null before the first message) and whether it changed. */
export interface ChatRead {
  conversationId: number | null;
  otherId: number;
  /** True when the member's side was marked: the other member's open chat hears `read`. */
  marked: boolean;
}

/**
 * Marks the conversation with `profile` read for the viewer (spec §4 "opening a conversation"):
 * unread to 0 and the read time now. The same access checks as opening it: `not_found`,
 * `blocked_by_member`. Without a conversation yet there is nothing to mark.
 */
export async function markChatRead(
  db: Db,
  input: Viewer & { profile: number },
  clock: Clock,
): Promise<Result<ChatRead, 'not_found' | 'blocked_by_member'>> {
  const opened = await findConversation(db, input, clock);
  if (!opened.ok) return opened;
  const { conversationId, otherId } = opened.value;
  const marked = conversationId !== null && (await markRead(db, conversationId, input.me, clock()));
  return done({ conversationId, otherId, marked });
}

/** Takes one conversation (by id or with a profile) out of the member's own list (spec §4). */
export async function removeChat(
  db: Db,
  input: { me: number } & ({ conversation: number } | { profile: number }),
  clock: Clock,
): Promise<Result<{ conversationId: number }, 'not_found'>> {
  const found =
    'conversation' in input
      ? await ownConversation(db, input.me, input.conversation)
      : await conversationOfPair(db, input.me, input.profile);
  if (!found) return refuse('not_found');
  const conversationId = Number(found.id);
  await removeChats(db, input.me, [conversationId], clock());
  return done({ conversationId });
}

/**
 * The page became hidden: the member was last seen now (what "online" is made of). Never for a
 * fictional profile: its presence comes from the operators writing as it (markPersonaActive).
 */
export async function recordLastSeen(db: Db, input: { me: number }, clock: Clock) {
  const now = clock();
  const [seen] = await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(and(eq(users.id, input.me), eq(users.fictional, false)))
    .returning({ brandId: users.brandId });
  if (seen) await markActiveDay(db, input.me, seen.brandId, now);
}

/**
 * An operator is typing or sending as this persona now (ADR 0057): the desk calls this, and the
 * persona shows online for the next few minutes, as a member who just left the page would. Only
 * a fictional profile: a real member's presence is never set by the staff.
 */
export async function markPersonaActive(
  db: Writer,
  personaUserId: number,
  clock: Clock,
): Promise<Result<{ userId: number }, 'not_found'>> {
  const updated = await db
    .update(users)
    .set({ lastSeenAt: clock() })
    .where(and(eq(users.id, personaUserId), eq(users.fictional, true)))
    .returning({ id: users.id });
  if (updated.length === 0) return refuse('not_found');
  return done({ userId: personaUserId });
}
