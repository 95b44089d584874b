/**
 * Conversations in the database (issue 7; docs/decisions/0023): who may read what, the list, and
 * the one transaction that sends — it locks the sender's row, decides with the domain's
 * `canSend`, charges with a ledger row and writes the message, so a message is charged exactly
 * once and a balance never goes below zero.
 */
import type { ChatMessage, ChatTerms } from '@dating/api-client/schemas';
import type { Db } from '@dating/db';
import {
  conversationMembers,
  conversations,
  creditLedger,
  messages,
  profiles,
  users,
} from '@dating/db/schema';
import {
  ERROR_STATUS,
  type GiftId,
  type MessageKind,
  type MessagingSettings,
  canSend,
  messageCost,
  usesFreeConversation,
} from '@dating/domain';
import { type SQL, and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ApiHttpError } from '../http/errors.ts';
import { blockBetween } from '../members/blocks.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select' | 'selectDistinctOn'>;

export const pair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });
const other = (c: { memberLow: number; memberHigh: number }, me: number) =>
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

/** A conversation `me` takes part in, or a 404 that says nothing about others' conversations. */
export async function ownConversation(db: Reader, me: number, id: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.id, id), or(eq(conversations.memberLow, me), eq(conversations.memberHigh, me))),
    );
  if (!row) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
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

/** Opening a conversation: unread to 0 and the read time now (spec §4). Returns whether anything was unread. */
export async function markRead(db: Db, conversationId: number, me: number, now: Date) {
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

/** The sender's side of what sending costs now (the terms the chat screen shows). */
export async function chatTerms(
  db: Reader,
  me: number,
  otherId: number,
  conversationId: number | null,
  settings: MessagingSettings,
): Promise<ChatTerms> {
  const [row] = await db
    .select({ credits: users.credits, paid: users.paidUser, status: users.status, country: profiles.country })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, me));
  const [them] = await db.select({ status: users.status }).from(users).where(eq(users.id, otherId));
  const sender = row ?? { credits: 0, paid: false, status: 'confirmed' as const, country: 'NL' };
  const hasSent = conversationId !== null && (await sentInto(db, conversationId, me));
  return {
    costs: {
      message: messageCost('message', settings, sender.country),
      photo: messageCost('photo', settings, sender.country),
      gift: messageCost('gift', settings, sender.country),
    },
    next_message_free: usesFreeConversation({
      kind: 'message',
      paid: sender.paid,
      isNewConversation: !hasSent,
      freeConversationsUsed: await freeConversationsUsed(db, me),
    }),
    message_length: settings.message_length,
    credits: sender.credits,
    paid_user: sender.paid,
    other_unconfirmed: them?.status === 'not_confirmed',
    me_unconfirmed: sender.status === 'not_confirmed',
  };
}

async function sentInto(db: Reader, conversationId: number, me: number) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, me)))
    .limit(1);
  return Boolean(row);
}

async function freeConversationsUsed(db: Reader, me: number) {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.memberId, me), eq(conversationMembers.freeUsed, true)));
  return Number(row?.n ?? 0);
}

export interface SendInput {
  sender: number;
  brandId: string;
  recipient: number;
  kind: MessageKind;
  text: string;
  gift?: GiftId;
  photo?: { filename: string; thumbFilename: string };
  clientId?: string;
  settings: MessagingSettings;
  now: Date;
}

export interface SendResult {
  conversationId: number;
  message: typeof messages.$inferSelect;
  credits: number;
  /** False when the same client id was sent before: nothing new was written or charged. */
  created: boolean;
}

/** The one way a message is written (see the file comment). Refusals are ApiHttpErrors with the spec §8 code. */
export async function sendMessage(db: Db, input: SendInput): Promise<SendResult> {
  const { sender: me, recipient } = input;
  return db.transaction(async (tx) => {
    // The lock serialises every send of this member: concurrent sends see each other's charges.
    const [senderRow] = await tx
      .select({
        credits: users.credits,
        paid: users.paidUser,
        status: users.status,
        country: profiles.country,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, me))
      .for('update', { of: users });
    if (!senderRow) throw new ApiHttpError(403, 'authentication_required', 'Log in again');
    if (input.clientId) {
      const [earlier] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, me), eq(messages.clientId, input.clientId)));
      if (earlier) {
        return {
          conversationId: Number(earlier.conversationId),
          message: earlier,
          credits: senderRow.credits,
          created: false,
        };
      }
    }
    const [them] = await tx
      .select({ status: users.status })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, recipient), eq(users.brandId, input.brandId), reachableMember()));
    if (!them || recipient === me) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
    const blocks = await blockBetween(tx as unknown as Db, me, recipient);
    const conversation = await ensureConversation(tx, me, recipient, input.now);
    const isNew = !(await sentInto(tx, conversation.id, me));
    const decision = canSend({
      kind: input.kind,
      text: input.text,
      sender: {
        paid: senderRow.paid,
        credits: senderRow.credits,
        emailConfirmed: senderRow.status !== 'not_confirmed',
        country: senderRow.country,
        freeConversationsUsed: await freeConversationsUsed(tx, me),
      },
      recipient: { emailConfirmed: them.status !== 'not_confirmed' },
      blocked: blocks.aBlockedB || blocks.bBlockedA,
      isNewConversation: isNew,
      settings: input.settings,
    });
    if (!decision.ok) {
      const params: Record<string, number> | undefined =
        decision.reason === 'message_too_long'
          ? { max: input.settings.message_length }
          : decision.cost !== undefined
            ? { cost: decision.cost, credits: senderRow.credits }
            : undefined;
      throw new ApiHttpError(
        ERROR_STATUS[decision.reason],
        decision.reason,
        decision.reason,
        { text: decision.reason },
        params,
      );
    }
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: me,
        kind: input.kind,
        body: input.text.trim(),
        giftId: input.gift ?? null,
        photoFile: input.photo?.filename ?? null,
        photoThumb: input.photo?.thumbFilename ?? null,
        credits: decision.cost,
        held: decision.held,
        clientId: input.clientId ?? null,
        createdAt: input.now,
      })
      .returning();
    let credits = senderRow.credits;
    if (decision.cost > 0) {
      const [charged] = await tx
        .update(users)
        .set({ credits: sql`${users.credits} - ${decision.cost}` })
        .where(and(eq(users.id, me), sql`${users.credits} >= ${decision.cost}`))
        .returning({ credits: users.credits });
      if (!charged)
        throw new ApiHttpError(402, 'not_enough_credits', 'not_enough_credits', {
          text: 'not_enough_credits',
        });
      credits = charged.credits;
      await tx.insert(creditLedger).values({
        userId: me,
        delta: -decision.cost,
        balanceAfter: credits,
        reason: input.kind,
        messageId: message!.id,
      });
    }
    await tx
      .update(conversations)
      .set({ lastMessageAt: input.now })
      .where(eq(conversations.id, conversation.id));
    await tx
      .update(conversationMembers)
      .set({ hidden: false, ...(decision.usesFreeConversation ? { freeUsed: true } : {}) })
      .where(
        and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.memberId, me)),
      );
    if (!decision.held) await deliver(tx, conversation.id, recipient, 1);
    return { conversationId: conversation.id, message: message!, credits, created: true };
  });
}

/** The recipient gets `n` more unread messages and the chat is back in their list. */
async function deliver(tx: Tx, conversationId: number, recipient: number, n: number) {
  await tx
    .update(conversationMembers)
    .set({ unread: sql`${conversationMembers.unread} + ${n}`, hidden: false })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.memberId, recipient),
      ),
    );
}

async function ensureConversation(tx: Tx, me: number, recipient: number, now: Date) {
  const { low, high } = pair(me, recipient);
  const [created] = await tx
    .insert(conversations)
    .values({ memberLow: low, memberHigh: high, startedBy: me, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) {
    await tx.insert(conversationMembers).values([
      { conversationId: created.id, memberId: me },
      // The recipient sees the chat once a message is delivered to them.
      { conversationId: created.id, memberId: recipient, hidden: true },
    ]);
    return { id: Number(created.id) };
  }
  const existing = await conversationOfPair(tx, me, recipient);
  return { id: Number(existing!.id) };
}

/**
 * Spec §4: messages held until the sender confirms the e-mail are delivered on confirmation.
 * Returns them so the caller can tell the recipients' open streams.
 */
export async function releaseHeldMessages(tx: Tx, sender: number) {
  const released = await tx
    .update(messages)
    .set({ held: false })
    .where(and(eq(messages.senderId, sender), eq(messages.held, true)))
    .returning();
  const perConversation = new Map<number, number>();
  for (const m of released) {
    const id = Number(m.conversationId);
    perConversation.set(id, (perConversation.get(id) ?? 0) + 1);
  }
  const recipients: { conversationId: number; recipient: number; message: typeof messages.$inferSelect }[] =
    [];
  for (const [conversationId, n] of perConversation) {
    const [c] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!c) continue;
    const recipient = other(c, sender);
    await deliver(tx, conversationId, recipient, n);
    for (const m of released.filter((r) => Number(r.conversationId) === conversationId))
      recipients.push({ conversationId, recipient, message: m });
  }
  return recipients;
}

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
