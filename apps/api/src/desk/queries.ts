/**
 * The staff chat desk, read side (issue 18, ADR 0055): the queue of conversations in which a
 * member waits for a persona, which conversations belong to the desk at all, the claim holder's
 * view of one conversation, and the operators' statistics. Nothing here changes anything: the
 * desk reads the history as the persona sees it and never marks it read for either side.
 */
import type {
  DeskClaim,
  DeskConversationResponse,
  DeskQueueItem,
  DeskQueueResponse,
  DeskStatsResponse,
  MemberNote,
} from '@dating/contract';
import type { Db } from '@dating/db';
import { deskClaims, memberNotes, personas, staff } from '@dating/db/schema';
import { DESK_MAX_CLAIMS, DESK_STOPPED_AFTER_MS } from '@dating/domain';
import { type SQL, and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { conversationMessages } from '../chat/conversations.ts';
import type { Clock } from '../core/clock.ts';
import { type Result, done, refuse } from '../core/result.ts';
import { loadMemberProfile } from '../members/profile-view.ts';
import { VISIBLE_PROFILE_FIELDS } from '../settings/queries.ts';

type Row = Record<string, unknown>;
/** Raw rows of `db.execute` (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
/** int8 arrives as a string (pg) or a bigint (PGlite): both read as a number. */
const num = (value: unknown) => Number(value);
const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

/** The list shows at most this many conversations per class, oldest first. */
const PER_CLASS = 100;

/**
 * The conversations between a persona's member row (persona not retired) and a real member that
 * wait for the persona, each classified (ADR 0055):
 * - `new`: the persona never wrote; the member's message(s) wait since the oldest;
 * - `unanswered`: the member wrote after the persona's last message; waits since the member's
 *   oldest message after it;
 * - `stopped`: the persona wrote last, the member has been silent DESK_STOPPED_AFTER_MS since,
 *   and the persona wrote only once since the member's last message (it may re-engage once);
 *   waits since the silence became that long.
 * Held messages (an unconfirmed sender) do not count. A block either way, a member pending
 * deletion or a disabled profile takes the conversation off the desk.
 * One statement: each persona row's conversations through the pair indexes, and per
 * conversation a few backward or forward probes of `messages_conversation_idx`.
 */
function waitingConversations(now: Date, brand?: string): SQL {
  const stoppedAt = new Date(now.getTime() - DESK_STOPPED_AFTER_MS);
  const brandFilter = brand ? sql`and pu.brand_id = ${brand}` : sql``;
  return sql`
    select c.id as conversation, pu.brand_id as brand, pe.id as persona_id, pe.label as persona_label,
      pu.id as persona_user, pp.name as persona_name, mu.id as member_user, mp.name as member_name,
      case
        when pl.id is null then 'new'
        when ml.id > pl.id then 'unanswered'
        when pl.created_at <= ${stoppedAt}
          and (select count(*) from (
                select 1 from messages x
                where x.conversation_id = c.id and x.sender_id = pu.id and x.id > ml.id
                limit 2) twice) = 1
          then 'stopped'
      end as class,
      case
        when pl.id is null or ml.id > pl.id then mo.created_at
        else pl.created_at + ${`${DESK_STOPPED_AFTER_MS} milliseconds`}::interval
      end as waiting_since,
      case when pl.id is null or ml.id > pl.id then ml.body else pl.body end as last_text
    from users pu
    join personas pe on pe.id = pu.persona_id and pe.retired_at is null
    join profiles pp on pp.user_id = pu.id
    join conversations c on c.member_low = pu.id or c.member_high = pu.id
    join users mu on mu.id = case when c.member_low = pu.id then c.member_high else c.member_low end
    join profiles mp on mp.user_id = mu.id
    join lateral (
      select m.id, m.created_at, m.body from messages m
      where m.conversation_id = c.id and m.sender_id = mu.id and not m.held
      order by m.id desc limit 1
    ) ml on true
    left join lateral (
      select m.id, m.created_at, m.body from messages m
      where m.conversation_id = c.id and m.sender_id = pu.id
      order by m.id desc limit 1
    ) pl on true
    left join lateral (
      select m.created_at from messages m
      where m.conversation_id = c.id and m.sender_id = mu.id and not m.held and m.id > coalesce(pl.id, 0)
      order by m.id asc limit 1
    ) mo on true
    where pu.persona_id is not null
      and not mu.fictional
      and mu.status <> 'pending_deletion'
      and mp.status = 'active'
      and not exists (
        select 1 from blocks b
        where (b.blocker_id = mu.id and b.blocked_id = pu.id) or (b.blocker_id = pu.id and b.blocked_id = mu.id)
      )
      ${brandFilter}`;
}

/** The queue, oldest waiting first, at most PER_CLASS per class, with who holds a live claim. */
export async function deskQueue(
  db: Db,
  input: { staffId: number; brand?: string; brands: { id: string; name: string }[] },
  clock: Clock,
): Promise<DeskQueueResponse> {
  const now = clock();
  const result = await db.execute(sql`
    with waiting as (${waitingConversations(now, input.brand)}),
    ranked as (
      select w.*,
        row_number() over (partition by w.class order by w.waiting_since, w.conversation) as rank,
        count(*) over (partition by w.class) as in_class
      from waiting w where w.class is not null
    )
    select r.conversation, r.class, r.brand, r.persona_id, r.persona_label, r.persona_user, r.persona_name,
      r.member_user, r.member_name, left(r.last_text, 140) as last_text, r.in_class,
      (extract(epoch from r.waiting_since) * 1000)::float8 as waiting_since_ms,
      dc.staff_id as claim_staff, s.name as claim_name,
      (extract(epoch from dc.expires_at) * 1000)::float8 as claim_expires_ms
    from ranked r
    left join desk_claims dc on dc.conversation_id = r.conversation and dc.expires_at > ${now}
    left join staff s on s.id = dc.staff_id
    where r.rank <= ${PER_CLASS}
    order by r.waiting_since, r.conversation`);
  const counts = { new: 0, unanswered: 0, stopped: 0 };
  const items: DeskQueueItem[] = rowsOf(result).map((row) => {
    const klass = row.class as DeskQueueItem['class'];
    counts[klass] = num(row.in_class);
    const since = num(row.waiting_since_ms);
    return {
      conversation: num(row.conversation),
      class: klass,
      brand: String(row.brand),
      member: { id: num(row.member_user), name: String(row.member_name) },
      persona: {
        id: num(row.persona_id),
        user_id: num(row.persona_user),
        label: String(row.persona_label),
        name: String(row.persona_name),
      },
      waiting_since: iso(since),
      waiting_seconds: Math.max(0, Math.floor((now.getTime() - since) / 1000)),
      last_text: String(row.last_text ?? ''),
      claim:
        row.claim_staff == null
          ? null
          : {
              staff_id: num(row.claim_staff),
              staff_name: String(row.claim_name),
              mine: num(row.claim_staff) === input.staffId,
              expires_at: iso(row.claim_expires_ms),
            },
    };
  });
  return {
    items,
    counts,
    brands: input.brands,
    my_claims: await liveClaimCount(db, input.staffId, now),
    max_claims: DESK_MAX_CLAIMS,
  };
}

/** How many live claims a staff member holds. */
export async function liveClaimCount(db: Pick<Db, 'select'>, staffId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(deskClaims)
    .where(and(eq(deskClaims.staffId, staffId), gt(deskClaims.expiresAt, now)));
  return Number(row?.n ?? 0);
}

/** A conversation of the desk: a persona's member row (persona not retired) and a real member. */
export interface DeskConversation {
  id: number;
  brandId: string;
  siteHost: string | null;
  personaId: number;
  personaUser: number;
  memberUser: number;
}

/** The conversation if it belongs to the desk, else null (a conversation between members, a retired persona). */
export async function deskConversationOf(
  db: Pick<Db, 'execute'>,
  conversationId: number,
): Promise<DeskConversation | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select c.id, pu.id as persona_user, pu.persona_id, pu.brand_id, mu.id as member_user, mu.site_host
      from conversations c
      join users pu on pu.id in (c.member_low, c.member_high) and pu.persona_id is not null
      join personas pe on pe.id = pu.persona_id and pe.retired_at is null
      join users mu on mu.id in (c.member_low, c.member_high) and mu.id <> pu.id and not mu.fictional
      where c.id = ${conversationId}
      limit 1`),
  );
  if (!row) return null;
  return {
    id: num(row.id),
    brandId: String(row.brand_id),
    siteHost: row.site_host == null ? null : String(row.site_host),
    personaId: num(row.persona_id),
    personaUser: num(row.persona_user),
    memberUser: num(row.member_user),
  };
}

/** The live claim on a conversation, if any. */
export async function liveClaim(
  db: Pick<Db, 'execute'>,
  conversationId: number,
  viewer: number,
  now: Date,
): Promise<DeskClaim | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select dc.staff_id, s.name, (extract(epoch from dc.expires_at) * 1000)::float8 as expires_ms
      from desk_claims dc join staff s on s.id = dc.staff_id
      where dc.conversation_id = ${conversationId} and dc.expires_at > ${now}`),
  );
  if (!row) return null;
  return {
    staff_id: num(row.staff_id),
    staff_name: String(row.name),
    mine: num(row.staff_id) === viewer,
    expires_at: iso(row.expires_ms),
  };
}

/**
 * The caller's live claim on a desk conversation: `conversation_not_on_desk`, `claim_taken`
 * (someone else holds it) or `claim_expired` (the caller holds no live claim: it ran out or was
 * released; the conversation is back in the queue).
 */
export async function heldConversation(
  db: Pick<Db, 'execute'>,
  input: { staffId: number; conversationId: number },
  now: Date,
): Promise<
  Result<
    { conversation: DeskConversation; claim: DeskClaim },
    'conversation_not_on_desk' | 'claim_taken' | 'claim_expired'
  >
> {
  const conversation = await deskConversationOf(db, input.conversationId);
  if (!conversation) return refuse('conversation_not_on_desk');
  const claim = await liveClaim(db, input.conversationId, input.staffId, now);
  if (!claim) return refuse('claim_expired');
  if (!claim.mine) return refuse('claim_taken');
  return done({ conversation, claim });
}

/** Operators' notes on a member, newest first. */
export async function notesOn(db: Db, memberId: number): Promise<MemberNote[]> {
  const rows = await db
    .select({ id: memberNotes.id, body: memberNotes.body, name: staff.name, at: memberNotes.createdAt })
    .from(memberNotes)
    .innerJoin(staff, eq(staff.id, memberNotes.staffId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(100);
  return rows.map((r) => ({
    id: Number(r.id),
    body: r.body,
    staff_name: r.name,
    created_at: r.at.toISOString(),
  }));
}

/**
 * What the claim holder works with: the member's profile as the persona sees it, the whole
 * history as the persona sees it (reading marks nothing read), the persona's profile, notes and
 * openers, and the notes on the member.
 */
export async function deskConversationView(
  db: Db,
  input: { staffId: number; conversationId: number; messageLength: number },
  clock: Clock,
): Promise<Result<DeskConversationResponse, 'conversation_not_on_desk' | 'claim_taken' | 'claim_expired'>> {
  const now = clock();
  const held = await heldConversation(db, input, now);
  if (!held.ok) return held;
  const { conversation, claim } = held.value;
  const fields = [...VISIBLE_PROFILE_FIELDS];
  const [member, personaProfile, persona, messages, notes] = await Promise.all([
    loadMemberProfile(db, {
      brandId: conversation.brandId,
      memberId: conversation.memberUser,
      viewer: { id: conversation.personaUser, paid: true },
      visibleFields: fields,
      now,
    }),
    loadMemberProfile(db, {
      brandId: conversation.brandId,
      memberId: conversation.personaUser,
      viewer: { id: conversation.personaUser, paid: true },
      visibleFields: fields,
      now,
    }),
    db
      .select({ label: personas.label, notes: personas.notes, openers: personas.openers })
      .from(personas)
      .where(eq(personas.id, conversation.personaId))
      .then((rows) => rows[0]),
    conversationMessages(db, conversation.id, conversation.personaUser),
    notesOn(db, conversation.memberUser),
  ]);
  // A profile that went away (deleted, disabled) takes the conversation off the desk.
  if (!member || !personaProfile || !persona) return refuse('conversation_not_on_desk');
  return done({
    conversation: conversation.id,
    brand: conversation.brandId,
    claim,
    member,
    persona: {
      id: conversation.personaId,
      label: persona.label,
      notes: persona.notes,
      openers: persona.openers,
      profile: personaProfile,
    },
    messages,
    notes,
    message_length: input.messageLength,
  });
}

/** The statistics cover this many UTC days, today included. */
export const STATS_DAYS = 14;

/**
 * Per operator per UTC day for the last 14 days: conversations answered, messages sent, median
 * and p95 first-response time (desk_answers.waited_seconds, set on the first reply after the
 * member wrote), and the 95th percentile of how long the queue waits now.
 */
export async function deskStats(db: Db, clock: Clock): Promise<DeskStatsResponse> {
  const now = clock();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (STATS_DAYS - 1) * 86_400_000);
  const days = Array.from({ length: STATS_DAYS }, (_, i) =>
    new Date(from.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
  const rows = rowsOf(
    await db.execute(sql`
      select to_char(a.answered_at at time zone 'UTC', 'YYYY-MM-DD') as day, a.staff_id, s.name,
        count(distinct a.conversation_id)::int as conversations, count(*)::int as messages,
        percentile_cont(0.5) within group (order by a.waited_seconds)::float8 as median,
        percentile_cont(0.95) within group (order by a.waited_seconds)::float8 as p95
      from desk_answers a join staff s on s.id = a.staff_id
      where a.answered_at >= ${from} and a.answered_at <= ${now}
      group by 1, 2, 3
      order by 1, 3, 2`),
  );
  const [queue] = rowsOf(
    await db.execute(sql`
      with waiting as (${waitingConversations(now)})
      select count(*)::int as size,
        percentile_cont(0.95) within group (
          order by extract(epoch from (${now}::timestamptz - w.waiting_since))
        )::float8 as p95
      from waiting w where w.class is not null`),
  );
  const round = (value: unknown) => (value == null ? null : Math.round(Number(value) * 10) / 10);
  return {
    days,
    rows: rows.map((r) => ({
      day: String(r.day),
      staff_id: num(r.staff_id),
      staff_name: String(r.name),
      conversations: num(r.conversations),
      messages: num(r.messages),
      median_response_seconds: round(r.median),
      p95_response_seconds: round(r.p95),
    })),
    queue_age_p95_seconds: queue?.p95 == null ? null : Math.max(0, Math.round(Number(queue.p95))),
    queue_size: num(queue?.size ?? 0),
  };
}
