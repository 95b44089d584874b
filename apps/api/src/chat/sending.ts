/**
 * Sending in the database (issue 7; docs/decisions/0023, 0050): what sending costs, and the one
 * transaction that sends — it locks the sender's row, decides with the domain's `canSend`,
 * charges through the ledger (ledger/commands.ts) and writes the message, so a message is
 * charged exactly once and a balance never goes below zero. A refusal is a result with the spec
 * §8 reason, never an HTTP error. Held messages are delivered when the sender confirms the e-mail.
 * The staff desk answers as a persona through this same function (desk/commands.ts, ADR 0055),
 * inside its own transaction (this one then is a savepoint). A delivered message's live event is
 * written in the same transaction (ADR 0072); the caller wakes the instances after the commit.
 */
import type { ChatTerms, Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import { conversationMembers, conversations, messages, profiles, users } from '@dating/db/schema';
import {
  type GiftId,
  type MessageKind,
  type MessagingSettings,
  canSend,
  messageCost,
  usesFreeConversation,
} from '@dating/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { atomically } from '../core/atomically.ts';
import { changeCredits } from '../ledger/commands.ts';
import { costsInMoney } from '../payments/credit-money.ts';
import { blockBetween } from '../members/blocks.ts';
import type { Reader, Tx } from '../core/db-access.ts';
import { other, pair, reachableMember, toChatMessage } from './conversations.ts';
import { recordLiveEvent } from './live-log.ts';

/** The sender's side of what sending costs now (the terms the chat screen shows). */
export async function chatTerms(
  db: Reader,
  me: number,
  otherId: number,
  conversationId: number | null,
  settings: Settings,
): Promise<ChatTerms> {
  const [row] = await db
    .select({ credits: users.credits, paid: users.paidUser, status: users.status, country: profiles.country })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, me));
  const [them] = await db.select({ status: users.status }).from(users).where(eq(users.id, otherId));
  const sender = row ?? { credits: 0, paid: false, status: 'confirmed' as const, country: 'NL' };
  const hasSent = conversationId !== null && (await sentInto(db, conversationId, me));
  const costs = {
    message: messageCost('message', settings, sender.country),
    photo: messageCost('photo', settings, sender.country),
    gift: messageCost('gift', settings, sender.country),
  };
  return {
    costs,
    money: costsInMoney(settings, sender.country, costs),
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
  /** A photo message's files: `store` writes them once the send is allowed and charged. */
  photo?: { filename: string; thumbFilename: string; store(): Promise<void> };
  clientId?: string;
  settings: MessagingSettings;
}

export interface SendResult {
  conversationId: number;
  message: typeof messages.$inferSelect;
  credits: number;
  /** False when the same client id was sent before: nothing new was written or charged. */
  created: boolean;
}

/** The one way a message is written (see the file comment). */
export async function sendMessage(db: Db, input: SendInput, clock: Clock): Promise<Result<SendResult>> {
  const { sender: me, recipient } = input;
  const now = clock();
  return atomically<SendResult>(db, async (tx) => {
    // The lock serialises every send of this member: concurrent sends see each other's charges.
    const [senderRow] = await tx
      .select({
        credits: users.credits,
        paid: users.paidUser,
        status: users.status,
        country: profiles.country,
        personaId: users.personaId,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, me))
      .for('update', { of: users });
    if (!senderRow) return refuse('authentication_required');
    if (input.clientId) {
      const [earlier] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, me), eq(messages.clientId, input.clientId)));
      if (earlier) {
        return done({
          conversationId: Number(earlier.conversationId),
          message: earlier,
          credits: senderRow.credits,
          created: false,
        });
      }
    }
    const [them] = await tx
      .select({ status: users.status })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, recipient), eq(users.brandId, input.brandId), reachableMember()));
    if (!them || recipient === me) return refuse('not_found');
    const blocks = await blockBetween(tx as unknown as Db, me, recipient);
    const conversation = await ensureConversation(tx, me, recipient, now);
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
        // A persona's row (the desk answering as it, ADR 0055): the domain makes it free.
        persona: senderRow.personaId !== null,
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
      return refuse(decision.reason, { fields: { text: decision.reason }, params });
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
        createdAt: now,
      })
      .returning();
    let credits = senderRow.credits;
    if (decision.cost > 0) {
      const charged = await changeCredits(tx, {
        member: me,
        delta: -decision.cost,
        reason: input.kind,
        messageId: message!.id,
      });
      if (!charged.ok) return refuse('not_enough_credits', { fields: { text: 'not_enough_credits' } });
      credits = charged.value.balance;
    }
    await tx
      .update(conversationMembers)
      .set({ hidden: false, ...(decision.usesFreeConversation ? { freeUsed: true } : {}) })
      .where(
        and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.memberId, me)),
      );
    if (!decision.held) await deliver(tx, conversation.id, recipient, 1);
    // Last, once the send is allowed and charged: a failed write rolls the message and the charge back.
    await input.photo?.store();
    // The recipient's live event commits with the message (ADR 0072): a crash before anyone is
    // told loses nothing, every instance reads it from the table. Written last, so its id is
    // taken just before the commit (a smaller window for ids to commit out of order).
    if (!decision.held) await recordMessageEvent(tx, conversation.id, recipient, message!);
    return done({ conversationId: conversation.id, message: message!, credits, created: true });
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

/**
 * The pair's conversation, made on the first message, its last message time set to `now` — one
 * statement either way (an upsert; `xmax = 0` tells a row just inserted from one updated), which
 * also locks the row until the send commits, as the update of its time did (ADR 0084).
 */
async function ensureConversation(tx: Tx, me: number, recipient: number, now: Date) {
  const { low, high } = pair(me, recipient);
  const [row] = await tx
    .insert(conversations)
    .values({ memberLow: low, memberHigh: high, startedBy: me, createdAt: now, lastMessageAt: now })
    .onConflictDoUpdate({
      target: [conversations.memberLow, conversations.memberHigh],
      set: { lastMessageAt: now },
    })
    .returning({ id: conversations.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row!.inserted) {
    await tx.insert(conversationMembers).values([
      { conversationId: row!.id, memberId: me },
      // The recipient sees the chat once a message is delivered to them.
      { conversationId: row!.id, memberId: recipient, hidden: true },
    ]);
  }
  return { id: Number(row!.id) };
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
    for (const m of released.filter((r) => Number(r.conversationId) === conversationId)) {
      await recordMessageEvent(tx, conversationId, recipient, m);
      recipients.push({ conversationId, recipient, message: m });
    }
  }
  return recipients;
}

/** The `message` live event of a delivered message, in the transaction that delivers it. */
function recordMessageEvent(
  tx: Tx,
  conversationId: number,
  recipient: number,
  message: typeof messages.$inferSelect,
) {
  return recordLiveEvent(tx, recipient, {
    type: 'message',
    conversation: conversationId,
    from: Number(message.senderId),
    message: toChatMessage(message, recipient, null),
  });
}
