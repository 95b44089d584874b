/**
 * The staff chat desk, write side (issue 18, ADR 0055): claiming a conversation (one conditional
 * upsert decides), renewing and releasing the claim, replying as the persona through the
 * members' own send path (chat/sending.ts), notes on members, and ending claims that ran out.
 * Each staff action writes its audit row in the same transaction. Commands return results with
 * reason codes; telling open pages (the live events) is the caller's.
 */
import type { Db } from '@dating/db';
import { conversationMembers, deskAnswers, deskClaims, memberNotes } from '@dating/db/schema';
import { DESK_CLAIM_MS, DESK_MAX_CLAIMS, type MessagingSettings } from '@dating/domain';
import { type SQL, and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { type SendResult, markPersonaActive, sendMessage } from '../chat/commands.ts';
import { markRead } from '../chat/conversations.ts';
import type { Clock } from '../core/clock.ts';
import { atomically } from '../core/atomically.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { type AuditEntry, recordAudit } from '../staff/audit.ts';
import type { Tx } from '../core/db-access.ts';
import { type DeskConversation, deskConversationOf, heldConversation, rowsOf } from './queries.ts';

/** Who acts: the staff member and the request's address for the audit row. */
export interface Operator {
  staffId: number;
  ip?: string | null;
}

/** The audit row of a desk step on a conversation, in the step's transaction. */
const auditDesk = (
  tx: Tx,
  operator: Operator,
  action: string,
  conversationId: number,
  change: Pick<AuditEntry, 'before' | 'after'>,
  now: Date,
) =>
  recordAudit(
    tx,
    {
      staffId: operator.staffId,
      action,
      targetType: 'conversation',
      targetId: conversationId,
      ...change,
      ip: operator.ip,
    },
    now,
  );

export interface ClaimResult {
  conversation: DeskConversation;
  expiresAt: Date;
}

/**
 * Claims a desk conversation for `DESK_CLAIM_MS`. The staff row is locked first, so one
 * operator's claims (two tabs) are counted one after the other: at most DESK_MAX_CLAIMS live
 * claims. Then ONE statement decides who gets the conversation: the upsert overwrites an existing
 * claim only when it expired or is the caller's own — of 20 operators claiming at once, exactly
 * one row comes back.
 */
export async function claimConversation(
  db: Db,
  input: Operator & { conversationId: number },
  clock: Clock,
): Promise<Result<ClaimResult, 'conversation_not_on_desk' | 'claim_taken' | 'claim_limit_reached'>> {
  const now = clock();
  const expiresAt = new Date(now.getTime() + DESK_CLAIM_MS);
  return atomically(db, async (tx) => {
    const conversation = await deskConversationOf(tx, input.conversationId);
    if (!conversation) return refuse('conversation_not_on_desk');
    await tx.execute(sql`select 1 from staff where id = ${input.staffId} for update`);
    const [others] = rowsOf(
      await tx.execute(sql`
          select count(*)::int as n from desk_claims
          where staff_id = ${input.staffId} and expires_at > ${now}
            and conversation_id <> ${input.conversationId}`),
    );
    if (Number(others?.n ?? 0) >= DESK_MAX_CLAIMS) {
      return refuse('claim_limit_reached', { params: { max: DESK_MAX_CLAIMS } });
    }
    const won = await tx
      .insert(deskClaims)
      .values({ conversationId: input.conversationId, staffId: input.staffId, claimedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: deskClaims.conversationId,
        set: {
          staffId: sql`excluded.staff_id`,
          claimedAt: sql`case when ${deskClaims.staffId} = excluded.staff_id and ${deskClaims.expiresAt} > ${now}
              then ${deskClaims.claimedAt} else excluded.claimed_at end`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: or(lte(deskClaims.expiresAt, now), eq(deskClaims.staffId, input.staffId)),
      })
      .returning({ id: deskClaims.conversationId });
    if (won.length === 0) return refuse('claim_taken');
    await auditDesk(
      tx,
      input,
      'desk.claim',
      input.conversationId,
      { after: { expires_at: expiresAt.toISOString() } },
      now,
    );
    return done({ conversation, expiresAt });
  });
}

/** Why the caller holds no live claim: someone else does (`claim_taken`), or nobody (`claim_expired`). */
async function noClaim(tx: Pick<Db, 'select'>, conversationId: number, now: Date) {
  const [other] = await tx
    .select({ id: deskClaims.staffId })
    .from(deskClaims)
    .where(and(eq(deskClaims.conversationId, conversationId), gt(deskClaims.expiresAt, now)));
  return refuse(other ? 'claim_taken' : 'claim_expired');
}

type OwnClaimRefusal = 'conversation_not_on_desk' | 'claim_taken' | 'claim_expired';

/**
 * Renewing and releasing: one change to the caller's own live claim (`where` selects it), with its
 * audit row; refused when the caller holds none. `change` returns the claim's end as it now is
 * (renewed) or was (released).
 */
function onOwnLiveClaim(
  db: Db,
  input: Operator & { conversationId: number },
  now: Date,
  step: {
    action: 'desk.renew' | 'desk.release';
    change: (tx: Tx, where: SQL | undefined) => Promise<Array<{ expiresAt: Date }>>;
    audit: (expiresAt: string) => Pick<AuditEntry, 'before' | 'after'>;
  },
): Promise<Result<ClaimResult, OwnClaimRefusal>> {
  return atomically(db, async (tx) => {
    const conversation = await deskConversationOf(tx, input.conversationId);
    if (!conversation) return refuse('conversation_not_on_desk');
    const own = and(
      eq(deskClaims.conversationId, input.conversationId),
      eq(deskClaims.staffId, input.staffId),
      gt(deskClaims.expiresAt, now),
    );
    const [claim] = await step.change(tx, own);
    if (!claim) return await noClaim(tx, input.conversationId, now);
    const expiresAt = claim.expiresAt.toISOString();
    await auditDesk(tx, input, step.action, input.conversationId, step.audit(expiresAt), now);
    return done({ conversation, expiresAt: claim.expiresAt });
  });
}

/** Extends the caller's live claim (called while the operator types). A claim that ran out is not revived. */
export function renewClaim(
  db: Db,
  input: Operator & { conversationId: number },
  clock: Clock,
): Promise<Result<ClaimResult, OwnClaimRefusal>> {
  const now = clock();
  const expiresAt = new Date(now.getTime() + DESK_CLAIM_MS);
  return onOwnLiveClaim(db, input, now, {
    action: 'desk.renew',
    change: (tx, own) =>
      tx.update(deskClaims).set({ expiresAt }).where(own).returning({ expiresAt: deskClaims.expiresAt }),
    audit: (end) => ({ after: { expires_at: end } }),
  });
}

/** Gives the conversation back to the queue. */
export function releaseClaim(
  db: Db,
  input: Operator & { conversationId: number },
  clock: Clock,
): Promise<Result<ClaimResult, OwnClaimRefusal>> {
  return onOwnLiveClaim(db, input, clock(), {
    action: 'desk.release',
    change: (tx, own) => tx.delete(deskClaims).where(own).returning({ expiresAt: deskClaims.expiresAt }),
    audit: (end) => ({ before: { expires_at: end } }),
  });
}

export interface ReplyResult {
  conversation: DeskConversation;
  sent: SendResult;
  expiresAt: Date;
  /** The persona's side was marked read (the member's open chat hears `read`). */
  markedRead: boolean;
}

/**
 * Replies as the persona: only the live claim holder, through the members' send path
 * (`sendMessage`: the persona's row locked, the domain's `canSend` — a persona pays nothing —
 * the message written and delivered), in one transaction with the desk's answer row (the wait
 * in seconds on the first reply after the member wrote, null on a follow-up), the renewed claim,
 * the persona's side marked read and the audit row. Refusals of the send path come back as they
 * are (`message_empty`, `message_too_long`, `blocked`, …), with nothing written.
 */
export async function replyAsPersona(
  db: Db,
  input: Operator & {
    conversationId: number;
    text: string;
    clientId?: string;
    settings: MessagingSettings;
  },
  clock: Clock,
): Promise<Result<ReplyResult>> {
  const now = clock();
  const expiresAt = new Date(now.getTime() + DESK_CLAIM_MS);
  return atomically(db, async (tx) => {
    const conversation = await deskConversationOf(tx, input.conversationId);
    if (!conversation) return refuse('conversation_not_on_desk');
    // The claim row locked: a release or another claim waits until this reply is written.
    const [claim] = rowsOf(
      await tx.execute(sql`
          select staff_id, expires_at > ${now} as live from desk_claims
          where conversation_id = ${input.conversationId} for update`),
    );
    if (!claim?.live) return refuse('claim_expired');
    if (Number(claim.staff_id) !== input.staffId) return refuse('claim_taken');
    // The member's oldest counted message since the persona last wrote: the wait this reply ends.
    const [waiting] = rowsOf(
      await tx.execute(sql`
          select (extract(epoch from m.created_at) * 1000)::float8 as at from messages m
          where m.conversation_id = ${conversation.id} and m.sender_id = ${conversation.memberUser}
            and not m.held
            and m.id > coalesce((
              select max(p.id) from messages p
              where p.conversation_id = ${conversation.id} and p.sender_id = ${conversation.personaUser}), 0)
          order by m.id asc limit 1`),
    );
    const sent = await sendMessage(
      // sendMessage opens its own transaction; inside ours it is a savepoint.
      tx as unknown as Db,
      {
        sender: conversation.personaUser,
        brandId: conversation.brandId,
        recipient: conversation.memberUser,
        kind: 'message',
        text: input.text,
        clientId: input.clientId,
        settings: input.settings,
      },
      clock,
    );
    if (!sent.ok) return sent;
    let markedRead = false;
    if (sent.value.created) {
      const waitedSeconds = waiting
        ? Math.max(0, Math.round((now.getTime() - Number(waiting.at)) / 1000))
        : null;
      await tx.insert(deskAnswers).values({
        messageId: sent.value.message.id,
        conversationId: conversation.id,
        staffId: input.staffId,
        waitedSeconds,
        answeredAt: now,
      });
      await tx.update(deskClaims).set({ expiresAt }).where(eq(deskClaims.conversationId, conversation.id));
      const [unread] = await tx
        .select({ unread: conversationMembers.unread })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversation.id),
            eq(conversationMembers.memberId, conversation.personaUser),
            ne(conversationMembers.unread, 0),
          ),
        );
      if (unread) markedRead = await markRead(tx, conversation.id, conversation.personaUser, now);
      await auditDesk(
        tx,
        input,
        'desk.reply',
        conversation.id,
        { after: { message_id: Number(sent.value.message.id), waited_seconds: waitedSeconds } },
        now,
      );
    }
    // The persona appears online only while an operator writes as it (issue 18).
    await markPersonaActive(tx, conversation.personaUser, clock);
    return done({ conversation, sent: sent.value, expiresAt, markedRead });
  });
}

/** The holder is typing as the persona: the persona counts as active now. */
export async function typingAsPersona(
  db: Db,
  input: { staffId: number; conversationId: number },
  clock: Clock,
): Promise<Result<DeskConversation, 'conversation_not_on_desk' | 'claim_taken' | 'claim_expired'>> {
  const held = await heldConversation(db, input, clock());
  if (!held.ok) return held;
  await markPersonaActive(db, held.value.conversation.personaUser, clock);
  return done(held.value.conversation);
}

/** A note on the conversation's member by the claim holder (never shown to the member). */
export async function addMemberNote(
  db: Db,
  input: Operator & { conversationId: number; body: string },
  clock: Clock,
): Promise<
  Result<{ id: number; createdAt: Date }, 'conversation_not_on_desk' | 'claim_taken' | 'claim_expired'>
> {
  const now = clock();
  return atomically(db, async (tx) => {
    const held = await heldConversation(tx, input, now);
    if (!held.ok) return held;
    const member = held.value.conversation.memberUser;
    const [note] = await tx
      .insert(memberNotes)
      .values({ memberId: member, staffId: input.staffId, body: input.body.trim(), createdAt: now })
      .returning({ id: memberNotes.id });
    await recordAudit(
      tx,
      {
        staffId: input.staffId,
        action: 'desk.note',
        targetType: 'member',
        targetId: member,
        after: { note_id: Number(note!.id), conversation: input.conversationId },
        ip: input.ip,
      },
      now,
    );
    return done({ id: Number(note!.id), createdAt: now });
  });
}

/**
 * Claims that ran out go (the scheduler's `desk-claims` job): returns them so the caller tells
 * every open desk that the conversations are back in the queue. An expired row already counts
 * as free; removing it only makes the expiry an event.
 */
export async function endExpiredClaims(db: Db, now: Date) {
  const ended = await db
    .delete(deskClaims)
    .where(lte(deskClaims.expiresAt, now))
    .returning({ conversationId: deskClaims.conversationId, staffId: deskClaims.staffId });
  if (ended.length === 0) return [];
  const brands = rowsOf(
    await db.execute(sql`
      select c.id, u.brand_id from conversations c
      join users u on u.id in (c.member_low, c.member_high) and u.persona_id is not null
      where c.id in (${sql.join(
        ended.map((e) => sql`${e.conversationId}`),
        sql`, `,
      )})`),
  );
  const brandOf = new Map(brands.map((b) => [Number(b.id), String(b.brand_id)]));
  return ended.map((e) => ({
    conversationId: Number(e.conversationId),
    staffId: Number(e.staffId),
    brand: brandOf.get(Number(e.conversationId)) ?? '',
  }));
}
