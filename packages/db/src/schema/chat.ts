/**
 * Chat (spec §3 chat state, §4 chats; issue 7): conversations between two members, their
 * messages, and the credit ledger every charge writes a row to (docs/decisions/0023).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One conversation per pair of members: `memberLow` < `memberHigh` keeps the pair unique. */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberLow: bigint('member_low', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: bigint('member_high', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who sent the first message. */
    startedBy: bigint('started_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.memberLow, t.memberHigh),
    index('conversations_high_idx').on(t.memberHigh),
    index('conversations_created_idx').on(t.createdAt),
    check('conversations_ordered_pair', sql`${t.memberLow} < ${t.memberHigh}`),
  ],
);

/**
 * Each side's view of a conversation: unread count, and whether they removed it from their list
 * (spec §4: removing a chat; a new message brings it back).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    /** Messages up to this time are hidden for this member (they removed the chat then). */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** This member's first message here was free: one of their 2 free conversations (spec §1/§9). */
    freeUsed: boolean('free_used').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.memberId] }),
    index('conversation_members_member_idx').on(t.memberId),
    index('conversation_members_free_idx').on(t.memberId).where(sql`${t.freeUsed}`),
    check('conversation_members_unread_not_negative', sql`${t.unread} >= 0`),
  ],
);

/** A text, photo or gift message. `held` until the sender confirms the e-mail (spec §4). */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['message', 'photo', 'gift'] }).notNull(),
    body: text('body').notNull().default(''),
    /** Photo messages: the stored file and its thumbnail (same pipeline as profile photos). */
    photoFile: text('photo_file'),
    photoThumb: text('photo_thumb'),
    /** Gift messages: the catalogue id. */
    giftId: text('gift_id'),
    credits: integer('credits').notNull().default(0),
    held: boolean('held').notNull().default(false),
    /** The sender's idempotency key: a retried send is charged once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_held_idx').on(t.senderId).where(sql`${t.held}`),
    // The notification mail jobs look for messages newer than their last round (ADR 0028).
    index('messages_created_idx').on(t.createdAt),
    uniqueIndex('messages_client_unique').on(t.senderId, t.clientId),
    check('messages_credits_not_negative', sql`${t.credits} >= 0`),
  ],
);

/** Every change of a member's credits, with the balance after it (DESIGN.md: money moves with a ledger row). */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /**
     * staff: a staff member's grant or correction (console); refund: credits taken back when a
     * purchase's money went back (refund, chargeback, reversal); debt: a purchase's credits paying
     * off credits owed from an earlier refund (ADR 0086).
     */
    reason: text('reason', {
      enum: ['message', 'photo', 'gift', 'purchase', 'grant', 'staff', 'refund', 'debt'],
    }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    /**
     * The payment a purchase, refund or debt row belongs to (ADR 0086): which ledger row brought a
     * bundle's credits, so "unused since" can be told. No foreign key: chat.ts stays below payments.
     */
    paymentId: bigint('payment_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_payment_idx').on(t.paymentId),
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    check('credit_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Web push subscriptions of a member's browsers (spec §3 push state, §7 POST /api/user.php?push=1). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
