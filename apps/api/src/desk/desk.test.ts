/**
 * The staff chat desk through the staff API (issue 18, ADR 0055): the queue's classes, claims
 * (taken, limit, renew, release, expiry), replies as the persona through the members' send path,
 * notes, permissions, bad input, audit rows, the live desk stream and the statistics.
 */
import {
  auditLog,
  conversationMembers,
  creditLedger,
  deskAnswers,
  deskClaims,
  memberNotes,
  messages,
  personas,
  profiles,
  users,
} from '@dating/db/schema';
import { DESK_CLAIM_MS, DESK_STOPPED_AFTER_MS } from '@dating/domain';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOBS } from '../jobs/index.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { CONSOLE_ORIGIN, staffWithSession } from '../test/staff.ts';
import { listenTo, listenToDesk } from '../test/live.ts';

let h: Harness;
let now = new Date('2026-11-20T10:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

type Member = { id: number; cookie: string };
type Staff = { id: number; cookie: string };
let bob: Member; // premium, 120 credits
let alice: Member; // free, 0 credits
const persona: { id: number; user: number }[] = [];

beforeAll(async () => {
  h = await createHarness({ members: 30, now: clock });
  bob = await h.member('bob@velvet.demo');
  alice = await h.member('alice@velvet.demo');
  const candidates = await h.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.brandId, 'velvet'),
        eq(users.status, 'confirmed'),
        eq(profiles.status, 'active'),
        notInArray(users.id, [bob.id, alice.id]),
      ),
    )
    .orderBy(users.id)
    .limit(6);
  for (const [i, c] of candidates.entries()) {
    const [p] = await h.db
      .insert(personas)
      .values({
        label: `Persona ${i + 1}`,
        notes: `Likes hiking ${i + 1}`,
        openers: ['Hi there!', 'How was your day?'],
      })
      .returning({ id: personas.id });
    await h.db
      .update(users)
      .set({ personaId: p!.id, fictional: true })
      .where(eq(users.id, Number(c.id)));
    persona.push({ id: Number(p!.id), user: Number(c.id) });
  }
});
afterAll(() => h.close());

const staff = (role: 'admin' | 'operator' | 'support' = 'operator') => staffWithSession(h.db, role, now);
const desk = (path: string, who: { cookie: string }, init: { method?: string; body?: unknown } = {}) =>
  h.request(`/staff-api/desk${path}`, {
    origin: CONSOLE_ORIGIN,
    cookie: who.cookie,
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const post = (path: string, who: { cookie: string }, body?: unknown) =>
  desk(path, who, { method: 'POST', body: body ?? {} });
const send = (m: Member, profile: number, text: string) =>
  h.request('/api/message.php', {
    method: 'POST',
    body: JSON.stringify({ profile, text }),
    cookie: m.cookie,
  });
const queue = async (who: Staff, query = '') => {
  const res = await desk(`/queue${query}`, who);
  expect(res.status).toBe(200);
  return res.body as {
    items: {
      conversation: number;
      class: string;
      waiting_seconds: number;
      claim: null | { mine: boolean; staff_id: number };
    }[];
    counts: Record<string, number>;
    my_claims: number;
  };
};
const inQueue = async (who: Staff, conversation: number) =>
  (await queue(who)).items.find((i) => i.conversation === conversation);
const credits = async (id: number) =>
  (await h.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;
const rows = async (table: typeof messages | typeof memberNotes | typeof auditLog | typeof deskAnswers) =>
  Number((await h.db.select({ n: count() }).from(table))[0]!.n);
const auditOf = (action: string, staffId: number) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.staffId, staffId)));

describe('the queue', () => {
  it('classifies new, unanswered and stopped; held messages do not count', async () => {
    const op = await staff();
    const first = await send(bob, persona[0]!.user, 'Hello there, persona one!');
    expect(first.status).toBe(201);
    const conversation = first.body.conversation.id as number;
    advance(60_000);
    expect(await inQueue(op, conversation)).toMatchObject({
      class: 'new',
      waiting_seconds: 60,
      claim: null,
      member: { id: bob.id, name: 'Bob' },
      persona: { id: persona[0]!.id, user_id: persona[0]!.user, label: 'Persona 1' },
      last_text: 'Hello there, persona one!',
      brand: 'velvet',
    });

    expect((await post(`/conversations/${conversation}/claim`, op)).status).toBe(200);
    expect((await post(`/conversations/${conversation}/reply`, op, { text: 'Hi Bob!' })).status).toBe(201);
    expect(await inQueue(op, conversation)).toBeUndefined();

    advance(30_000);
    await send(bob, persona[0]!.user, 'How are you?');
    advance(10_000);
    await send(bob, persona[0]!.user, 'Still there?');
    advance(5_000);
    // Waiting since the member's oldest message after the persona's.
    expect(await inQueue(op, conversation)).toMatchObject({ class: 'unanswered', waiting_seconds: 15 });
    expect((await post(`/conversations/${conversation}/reply`, op, { text: 'Fine, and you?' })).status).toBe(
      201,
    );
    expect((await post(`/conversations/${conversation}/release`, op)).status).toBe(200);
    expect(await inQueue(op, conversation)).toBeUndefined();

    // The member stays silent: a day later the persona may re-engage, once.
    advance(DESK_STOPPED_AFTER_MS + 60_000);
    const later = await staff();
    expect(await inQueue(later, conversation)).toMatchObject({ class: 'stopped', waiting_seconds: 60 });
    expect((await post(`/conversations/${conversation}/claim`, later)).status).toBe(200);
    expect(
      (await post(`/conversations/${conversation}/reply`, later, { text: 'Miss you, Bob' })).status,
    ).toBe(201);
    advance(DESK_STOPPED_AFTER_MS + 60_000);
    const third = await staff();
    expect(await inQueue(third, conversation)).toBeUndefined();
    await post(`/conversations/${conversation}/release`, later);
  });

  it('leaves out a member whose messages are held (e-mail not confirmed)', async () => {
    const op = await staff();
    const [someone] = await h.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(users.brandId, 'velvet'),
          eq(users.fictional, false),
          eq(users.status, 'confirmed'),
          eq(profiles.status, 'active'),
          notInArray(users.id, [bob.id, alice.id, ...persona.map((p) => p.user)]),
        ),
      )
      .limit(1);
    const member = await h.member(someone!.email);
    await h.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, member.id));
    const res = await send(member, persona[1]!.user, 'Do you like cats?');
    expect(res.body.message.held).toBe(true);
    expect(await inQueue(op, res.body.conversation.id)).toBeUndefined();
    await h.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
  });

  it('filters by brand; an unknown brand is a 400 with the field', async () => {
    const op = await staff();
    const res = await send(alice, persona[1]!.user, 'Hi from Alice');
    const conversation = res.body.conversation.id as number;
    expect((await queue(op, '?brand=velvet')).items.map((i) => i.conversation)).toContain(conversation);
    expect((await queue(op, '?brand=golden')).items).toEqual([]);
    const bad = await desk('/queue?brand=nope', op);
    expect([bad.status, bad.body.error.code, bad.body.error.fields]).toEqual([
      400,
      'validation_failed',
      { brand: 'invalid' },
    ]);
  });
});

describe('claims', () => {
  let conversation: number;
  beforeAll(async () => {
    const res = await send(bob, persona[2]!.user, 'Anyone home?');
    conversation = res.body.conversation.id;
  });

  it('gives a conversation to one operator; the next gets claim_taken; renew, release, audit rows', async () => {
    const [one, two] = [await staff(), await staff()];
    const claimed = await post(`/conversations/${conversation}/claim`, one);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({
      conversation,
      expires_at: new Date(now.getTime() + DESK_CLAIM_MS).toISOString(),
    });
    const taken = await post(`/conversations/${conversation}/claim`, two);
    expect([taken.status, taken.body.error.code]).toEqual([409, 'claim_taken']);
    expect(await inQueue(two, conversation)).toMatchObject({ claim: { mine: false, staff_id: one.id } });
    expect(await inQueue(one, conversation)).toMatchObject({ claim: { mine: true } });
    // Someone else's claim can be neither renewed nor released.
    expect((await post(`/conversations/${conversation}/renew`, two)).body.error.code).toBe('claim_taken');
    expect((await post(`/conversations/${conversation}/release`, two)).body.error.code).toBe('claim_taken');

    advance(60_000);
    const renewed = await post(`/conversations/${conversation}/renew`, one);
    expect(renewed.body.expires_at).toBe(new Date(now.getTime() + DESK_CLAIM_MS).toISOString());
    expect((await post(`/conversations/${conversation}/release`, one)).status).toBe(200);
    expect(await inQueue(two, conversation)).toMatchObject({ claim: null });
    const again = await post(`/conversations/${conversation}/release`, one);
    expect([again.status, again.body.error.code]).toEqual([409, 'claim_expired']);

    expect(await auditOf('desk.claim', one.id)).toHaveLength(1);
    expect(await auditOf('desk.renew', one.id)).toHaveLength(1);
    expect(await auditOf('desk.release', one.id)).toMatchObject([
      { targetType: 'conversation', targetId: String(conversation) },
    ]);
    expect(await auditOf('desk.claim', two.id)).toHaveLength(0);
  });

  it('runs out: the conversation is back in the queue, the old holder gets claim_expired, the job tells every desk', async () => {
    const [one, two] = [await staff(), await staff()];
    expect((await post(`/conversations/${conversation}/claim`, one)).status).toBe(200);
    advance(DESK_CLAIM_MS + 1_000);
    expect(await inQueue(two, conversation)).toMatchObject({ claim: null });
    const reply = await post(`/conversations/${conversation}/reply`, one, { text: 'Too late?' });
    expect([reply.status, reply.body.error.code]).toEqual([409, 'claim_expired']);
    expect((await post(`/conversations/${conversation}/renew`, one)).body.error.code).toBe('claim_expired');
    expect((await desk(`/conversations/${conversation}`, one)).body.error.code).toBe('claim_expired');

    const heard: unknown[] = [];
    const { stop } = await listenToDesk(h.events, { into: heard });
    await JOBS.find((j) => j.name === 'desk-claims')!.run(h.deps, now);
    stop();
    expect(heard).toContainEqual({
      type: 'desk',
      conversation,
      change: 'expired',
      staff: one.id,
      brand: 'velvet',
    });
    // Free for the next operator; the old holder's claim was not revived.
    expect((await post(`/conversations/${conversation}/claim`, two)).status).toBe(200);
    expect((await post(`/conversations/${conversation}/release`, two)).status).toBe(200);
  });

  it('lets one operator hold at most 2 claims, even when claiming 4 at once', async () => {
    const op = await staff();
    const ids: number[] = [];
    for (const p of persona.slice(0, 4)) {
      const res = await send(bob, p.user, 'Claim test');
      ids.push(res.body.conversation.id);
    }
    const results = await Promise.all(ids.map((id) => post(`/conversations/${id}/claim`, op)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual([
      'claim_limit_reached',
      'claim_limit_reached',
    ]);
    expect((await queue(op)).my_claims).toBe(2);
    expect(
      Number((await h.db.select({ n: count() }).from(deskClaims).where(eq(deskClaims.staffId, op.id)))[0]!.n),
    ).toBe(2);
    for (const id of ids) await post(`/conversations/${id}/release`, op);
  });

  it('gives a conversation to exactly one of 20 operators claiming at once (parallel connections on PostgreSQL)', async () => {
    const res = await send(bob, persona[4]!.user, 'Who will answer me?');
    const id = res.body.conversation.id as number;
    const second = await h.secondApi();
    const operators = await Promise.all(Array.from({ length: 20 }, () => staff()));
    const results = await Promise.all(
      operators.map((op, i) =>
        h.request(`/staff-api/desk/conversations/${id}/claim`, {
          origin: CONSOLE_ORIGIN,
          cookie: op.cookie,
          method: 'POST',
          body: '{}',
          via: i % 2 === 0 ? undefined : second,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(
      Array.from({ length: 19 }, () => 'claim_taken'),
    );
    const winner = operators[results.findIndex((r) => r.status === 200)]!;
    const [row] = await h.db.select().from(deskClaims).where(eq(deskClaims.conversationId, id));
    expect(Number(row!.staffId)).toBe(winner.id);
    const claims = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'desk.claim'), eq(auditLog.targetId, String(id))));
    expect(Number(claims[0]!.n)).toBe(1);
    await post(`/conversations/${id}/release`, winner);
  });
});

describe('replying as the persona', () => {
  let conversation: number;
  let op: Staff;
  beforeAll(async () => {
    const res = await send(bob, persona[5]!.user, 'Tell me about yourself');
    conversation = res.body.conversation.id;
    op = await staff();
  });

  it('shows the holder the member, the history, the persona with notes and openers; marks nothing read', async () => {
    expect((await post(`/conversations/${conversation}/claim`, op)).status).toBe(200);
    const unreadBefore = await h.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversation));
    const view = await desk(`/conversations/${conversation}`, op);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      conversation,
      brand: 'velvet',
      claim: { mine: true, staff_id: op.id },
      member: { id: bob.id, name: 'Bob', fictional: false },
      persona: {
        id: persona[5]!.id,
        label: 'Persona 6',
        notes: 'Likes hiking 6',
        openers: ['Hi there!', 'How was your day?'],
        profile: { id: persona[5]!.user, fictional: true },
      },
      notes: [],
      message_length: 1000,
    });
    expect(view.body.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['Tell me about yourself', false],
    ]);
    const unreadAfter = await h.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversation));
    expect(unreadAfter).toEqual(unreadBefore);
    // Another operator does not get the view.
    const other = await staff();
    expect((await desk(`/conversations/${conversation}`, other)).body.error.code).toBe('claim_taken');
  });

  it('sends through the members’ path: the member reads it, pays nothing, hears it live; the answer is counted', async () => {
    const bobCredits = await credits(bob.id);
    const personaCredits = await credits(persona[5]!.user);
    const ledgerRows = await h.db.select({ n: count() }).from(creditLedger);
    const heard: unknown[] = [];
    const desks: unknown[] = [];
    const { stop } = await listenTo(h.events, bob.id, { into: heard });
    const { stop: stopDesk } = await listenToDesk(h.events, { into: desks });
    const push = vi.spyOn(h.deps.push, 'notifyMessage');
    advance(90_000);
    const reply = await post(`/conversations/${conversation}/reply`, op, { text: 'I love long walks.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      ok: true,
      message: { text: 'I love long walks.', mine: true, held: false },
      expires_at: new Date(now.getTime() + DESK_CLAIM_MS).toISOString(),
    });
    await vi.waitFor(() => expect(push).toHaveBeenCalled());
    stop();
    stopDesk();
    push.mockRestore();
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'message', conversation, from: persona[5]!.user }),
    );
    expect(heard).toContainEqual({ type: 'read', conversation, from: persona[5]!.user });
    expect(desks).toContainEqual(expect.objectContaining({ conversation, change: 'replied', staff: op.id }));

    const read = await h.request(`/api/chat.php?id=${conversation}`, { cookie: bob.cookie });
    expect(read.body.profile).toMatchObject({ id: persona[5]!.user, fictional: true });
    expect(
      read.body.conversation.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine]),
    ).toEqual([
      ['Tell me about yourself', true],
      ['I love long walks.', false],
    ]);
    expect(await credits(bob.id)).toBe(bobCredits);
    expect(await credits(persona[5]!.user)).toBe(personaCredits);
    expect((await h.db.select({ n: count() }).from(creditLedger))[0]!.n).toBe(ledgerRows[0]!.n);

    const follow = await post(`/conversations/${conversation}/reply`, op, { text: 'And you?' });
    expect(follow.status).toBe(201);
    const answers = await h.db
      .select({ waited: deskAnswers.waitedSeconds, staffId: deskAnswers.staffId })
      .from(deskAnswers)
      .where(eq(deskAnswers.conversationId, conversation))
      .orderBy(deskAnswers.messageId);
    expect(answers).toEqual([
      { waited: 90, staffId: op.id },
      { waited: null, staffId: op.id },
    ]);
    expect(await auditOf('desk.reply', op.id)).toHaveLength(2);
  });

  it('publishes the persona typing to the member and keeps notes on the member', async () => {
    const heard: unknown[] = [];
    const { stop } = await listenTo(h.events, bob.id, { into: heard });
    expect((await post(`/conversations/${conversation}/typing`, op)).status).toBe(200);
    stop();
    expect(heard).toEqual([{ type: 'typing', conversation, from: persona[5]!.user }]);

    const note = await post(`/conversations/${conversation}/notes`, op, {
      body: '  Likes dogs, works nights.  ',
    });
    expect(note.status).toBe(201);
    expect(note.body.note).toMatchObject({ body: 'Likes dogs, works nights.' });
    const view = await desk(`/conversations/${conversation}`, op);
    expect(view.body.notes).toMatchObject([{ body: 'Likes dogs, works nights.' }]);
    expect(await auditOf('desk.note', op.id)).toMatchObject([
      { targetType: 'member', targetId: String(bob.id) },
    ]);
    // The member's own API never shows it.
    const member = await h.request(`/api/chat.php?id=${conversation}`, { cookie: bob.cookie });
    expect(JSON.stringify(member.body)).not.toContain('Likes dogs');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = [
      await rows(messages),
      await rows(memberNotes),
      await rows(auditLog),
      await rows(deskAnswers),
    ];
    const cases: [string, unknown, number, string, Record<string, string> | undefined][] = [
      ['/reply', { text: '   ' }, 400, 'message_empty', { text: 'message_empty' }],
      ['/reply', { text: 'x'.repeat(1001) }, 400, 'message_too_long', { text: 'message_too_long' }],
      ['/reply', { text: 42 }, 400, 'validation_failed', { text: 'required' }],
      ['/reply', {}, 400, 'validation_failed', { text: 'required' }],
      ['/reply', { text: 'ok', client_id: 'x' }, 400, 'validation_failed', { client_id: 'invalid' }],
      ['/notes', { body: '  ' }, 400, 'validation_failed', { body: 'required' }],
      ['/notes', { body: 'x'.repeat(2001) }, 400, 'validation_failed', { body: 'too_long' }],
    ];
    for (const [path, body, status, code, fields] of cases) {
      const res = await post(`/conversations/${conversation}${path}`, op, body);
      expect([path, res.status, res.body.error.code, res.body.error.fields]).toEqual([
        path,
        status,
        code,
        fields,
      ]);
    }
    const badId = await post('/conversations/abc/claim', op);
    expect([badId.status, badId.body.error.code, badId.body.error.fields]).toEqual([
      400,
      'validation_failed',
      { id: 'invalid' },
    ]);
    // A conversation between two members is no desk conversation.
    const between = await h.request('/api/message.php', {
      method: 'POST',
      body: JSON.stringify({ profile: alice.id, text: 'Hi Alice' }),
      cookie: bob.cookie,
    });
    const notDesk = await post(`/conversations/${between.body.conversation.id}/claim`, op);
    expect([notDesk.status, notDesk.body.error.code]).toEqual([404, 'conversation_not_on_desk']);
    expect([
      await rows(messages),
      await rows(memberNotes),
      await rows(auditLog),
      await rows(deskAnswers),
    ]).toEqual([
      before[0]! + 1, // Bob's message to Alice
      before[1],
      before[2],
      before[3],
    ]);
  });
});

describe('who reaches the desk', () => {
  it('refuses support (403), a member’s cookie (401) and every brand host (404)', async () => {
    const support = await staff('support');
    const res = await send(bob, persona[0]!.user, 'Permissions?');
    const id = res.body.conversation.id as number;
    for (const [path, method] of [
      ['/queue', 'GET'],
      [`/conversations/${id}/claim`, 'POST'],
      [`/conversations/${id}`, 'GET'],
      [`/conversations/${id}/reply`, 'POST'],
      ['/events', 'GET'],
    ] as const) {
      const asSupport = await desk(path, support, {
        method,
        body: method === 'POST' ? { text: 'x' } : undefined,
      });
      expect([path, asSupport.status, asSupport.body.error.code]).toEqual([
        path,
        403,
        'staff_role_forbidden',
      ]);
      const asMember = await desk(path, bob, { method, body: method === 'POST' ? { text: 'x' } : undefined });
      if (path === '/events') expect(asMember.status).toBe(204);
      else
        expect([path, asMember.status, asMember.body.error.code]).toEqual([
          path,
          401,
          'staff_authentication_required',
        ]);
    }
    const admin = await staff('admin');
    const onBrand = await h.request('/staff-api/desk/queue', { cookie: admin.cookie });
    expect(onBrand.status).toBe(404);
    expect((await desk('/queue', admin)).status).toBe(200);
    expect(
      (await h.request('/staff-api/stats', { origin: CONSOLE_ORIGIN, cookie: support.cookie })).status,
    ).toBe(200);
    expect((await h.request('/staff-api/stats', { origin: CONSOLE_ORIGIN, cookie: bob.cookie })).status).toBe(
      401,
    );
  });
});

describe('the live desk stream', () => {
  it('sends a desk event when a member writes to a persona', async () => {
    const op = await staff();
    const abort = new AbortController();
    const res = await h.api.fetch(
      new Request(`${CONSOLE_ORIGIN}/staff-api/desk/events`, {
        headers: { cookie: op.cookie },
        signal: abort.signal,
      }),
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await until('event: ready');
    const sent = await send(alice, persona[2]!.user, 'Live?');
    await until('event: desk');
    abort.abort();
    await reader.cancel().catch(() => undefined);
    const data = JSON.parse(/event: desk\ndata: (.*)\n/.exec(text)![1]!);
    expect(data).toEqual({
      type: 'desk',
      conversation: sent.body.conversation.id,
      change: 'message',
      staff: null,
      brand: 'velvet',
    });
  });
});

describe('statistics', () => {
  it('counts per operator per day: conversations, messages, median and p95 first response; queue age p95 now', async () => {
    const [ann, ben] = [await staff(), await staff()];
    const convs: number[] = [];
    for (const p of persona.slice(0, 2)) {
      const [row] = await h.db
        .select({ id: conversationMembers.conversationId })
        .from(conversationMembers)
        .where(eq(conversationMembers.memberId, p.user))
        .limit(1);
      convs.push(Number(row!.id));
    }
    const day = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 2 * 86_400_000,
    );
    const at = (hours: number) => new Date(day.getTime() + hours * 3_600_000);
    const answer = async (
      staffId: number,
      conversation: number,
      sender: number,
      waited: number | null,
      when: Date,
    ) => {
      const [m] = await h.db
        .insert(messages)
        .values({
          conversationId: conversation,
          senderId: sender,
          kind: 'message',
          body: 'stat',
          createdAt: when,
        })
        .returning({ id: messages.id });
      await h.db.insert(deskAnswers).values({
        messageId: m!.id,
        conversationId: conversation,
        staffId,
        waitedSeconds: waited,
        answeredAt: when,
      });
    };
    await answer(ann.id, convs[0]!, persona[0]!.user, 10, at(9));
    await answer(ann.id, convs[0]!, persona[0]!.user, null, at(9.1));
    await answer(ann.id, convs[1]!, persona[1]!.user, 20, at(10));
    await answer(ann.id, convs[1]!, persona[1]!.user, 30, at(11));
    await answer(ben.id, convs[0]!, persona[0]!.user, 100, at(12));
    // Older than 14 days: not counted.
    await answer(ben.id, convs[0]!, persona[0]!.user, 5, new Date(day.getTime() - 20 * 86_400_000));

    const res = await h.request('/staff-api/stats', { origin: CONSOLE_ORIGIN, cookie: ann.cookie });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(14);
    expect(res.body.days.at(-1)).toBe(now.toISOString().slice(0, 10));
    const mine = res.body.rows.filter((r: { staff_id: number }) => [ann.id, ben.id].includes(r.staff_id));
    expect(mine).toEqual([
      {
        day: day.toISOString().slice(0, 10),
        staff_id: ann.id,
        staff_name: expect.any(String),
        conversations: 2,
        messages: 4,
        median_response_seconds: 20,
        p95_response_seconds: 29,
      },
      {
        day: day.toISOString().slice(0, 10),
        staff_id: ben.id,
        staff_name: expect.any(String),
        conversations: 1,
        messages: 1,
        median_response_seconds: 100,
        p95_response_seconds: 100,
      },
    ]);
    const q = await queue(ann);
    const waits = q.items.map((i) => i.waiting_seconds).sort((a, b) => a - b);
    expect(res.body.queue_size).toBe(q.items.length);
    expect(waits.length).toBeGreaterThan(0);
    expect(res.body.queue_age_p95_seconds).toBeGreaterThanOrEqual(waits[0]!);
    expect(res.body.queue_age_p95_seconds).toBeLessThanOrEqual(waits.at(-1)!);
  });
});
