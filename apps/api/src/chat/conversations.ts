/**
 * Conversations in the database, read side (issue 7; docs/decisions/0023): who may read what —
 * a conversation only reaches its two members, and a member who removed it sees only what came
 * after — one conversation's messages, marking it read (chat/commands.ts), and the chat list.
 */
import type { ChatMessage } from '@dating/contract';
import { conversationMembers, conversations, messages, profiles, users } from '@dating/db/schema';
import type { GiftId } from '@dating/domain';
import { type SQL, and, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Reader, Writer } from '../core/db-access.ts';

export const pair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });
export const other = (c: { memberLow: number; memberHigh: number }, me: number) =>
  Number(c.memberLow) === me ? Number(c.memberHigh) : Number(c.memberLow);

/** A message row as the member `me` sees it; `otherReadAt` is when the other side last read. */
export function toChatMessage(
  m: typeof messages.$inferSelect,
  me: number,
  otherReadAt: Date | null,
): ChatMessage {
  const mine = Number(m.senderId) === me;
  return {
    id: Number(m.id),
    kind: m.kind,
    text: m.body,
    photo: m.photoFile && m.photoThumb ? { filename: m.photoFile, thumb_filename: m.photoThumb } : null,
    age_locked: false,
    gift: (m.giftId as GiftId | null) ?? null,
    mine,
    held: m.held,
    read: mine && !m.held && otherReadAt !== null && otherReadAt >= m.createdAt,
    sent_at: m.createdAt.toISOString(),
  };
}

/** What `me` may see of a conversation: delivered messages and their own held ones, after they cleared it. */
function visibleTo(me: number, clearedAt: Date | null): SQL {
  const delivered = or(eq(messages.held, false), eq(messages.senderId, me))!;
  return clearedAt ? and(delivered, gt(messages.createdAt, clearedAt))! : delivered;
}

/**
 * A member one can chat with: an active profile, or one whose e-mail is not confirmed yet (their
 * profile waits for it), so that a reply is refused with the reason rather than a 404.
 */
export function reachableMember(): SQL {
  return and(
    ne(users.status, 'pending_deletion'),
    or(eq(profiles.status, 'active'), eq(users.status, 'not_confirmed')),
  )!;
}

/** The conversation of a pair, or undefined. */
export async function conversationOfPair(db: Reader, a: number, b: number) {
  const { low, high } = pair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberLow, low), eq(conversations.memberHigh, high)));
  return row;
}

/** A conversation `me` takes part in, or null: the same for one that does not exist and one of others. */
export async function ownConversation(db: Reader, me: number, id: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.id, id), or(eq(conversations.memberLow, me), eq(conversations.memberHigh, me))),
    );
  if (!row) return null;
  return { ...row, otherId: other(row, me) };
}

async function memberships(db: Reader, conversationId: number) {
  return db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, conversationId));
}

/** The messages `me` can see, oldest first (the newest 200). */
export async function conversationMessages(db: Reader, conversationId: number, me: number) {
  const sides = await memberships(db, conversationId);
  const mine = sides.find((s) => Number(s.memberId) === me);
  const theirs = sides.find((s) => Number(s.memberId) !== me);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), visibleTo(me, mine?.clearedAt ?? null)))
    .orderBy(desc(messages.id))
    .limit(200);
  return rows.reverse().map((m) => toChatMessage(m, me, theirs?.lastReadAt ?? null));
}

/** Marking a conversation read (spec §4, by the explicit call, ADR 0050): unread to 0 and the read time now. Returns whether the member's side was found. */
export async function markRead(db: Writer, conversationId: number, me: number, now: Date) {
  const [before] = await db
    .update(conversationMembers)
    .set({ unread: 0, lastReadAt: now })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, me)))
    .returning({ id: conversationMembers.conversationId });
  return Boolean(before);
}

/** Spec §3 chat list rows: the conversations `me` has not removed, newest first, with the last visible message. */
export async function chatList(db: Reader, me: number) {
  const rows = await db
    .select({
      conversation: conversations,
      unread: conversationMembers.unread,
      clearedAt: conversationMembers.clearedAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.memberId, me), eq(conversationMembers.hidden, false)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.conversation.id));
  // The newest visible message of each conversation in one query.
  const last = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.memberId, me),
      ),
    )
    .where(
      and(
        inArray(messages.conversationId, ids),
        or(eq(messages.held, false), eq(messages.senderId, me)),
        or(isNull(conversationMembers.clearedAt), gt(messages.createdAt, conversationMembers.clearedAt)),
      ),
    )
    .orderBy(messages.conversationId, desc(messages.id));
  const lastBy = new Map<number, typeof messages.$inferSelect>(
    last.map((r: { messages: typeof messages.$inferSelect }) => [
      Number(r.messages.conversationId),
      r.messages,
    ]),
  );
  const readBy = new Map(
    (
      await db
        .select({ id: conversationMembers.conversationId, at: conversationMembers.lastReadAt })
        .from(conversationMembers)
        .where(and(inArray(conversationMembers.conversationId, ids), ne(conversationMembers.memberId, me)))
    ).map((r) => [Number(r.id), r.at]),
  );
  return rows.map((r) => {
    const id = Number(r.conversation.id);
    const message = lastBy.get(id);
    return {
      id,
      otherId: other(r.conversation, me),
      unread: r.unread,
      last: message ? toChatMessage(message, me, readBy.get(id) ?? null) : null,
    };
  });
}
