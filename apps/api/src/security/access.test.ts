/**
 * Access through every member-facing API path (issue 6): a free member never receives another
 * member's private data or the original of a premium-only photo, and no public name leads to one.
 */
import { photos, profiles } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { changedTables, guardedTables, snapshot } from '../security/data-snapshot.ts';
import { idFields, operationsOf } from '../security/fuzz-inputs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { listenTo } from '../test/live.ts';

let h: Harness;
let alice: { id: number; cookie: string };
beforeAll(async () => {
  h = await createHarness({ members: 40 });
  alice = await h.member('alice@velvet.demo');
});
afterAll(() => h.close());

/** Everything a free member can read about others, as one text. */
async function everythingAliceReads(): Promise<string> {
  const get = async (path: string) => {
    const res = await h.request(path, { cookie: alice.cookie });
    expect(res.status).toBeLessThan(500);
    return res.body;
  };
  const bodies: unknown[] = [];
  const first = await get('/api/members.php');
  const pages = Math.ceil(first.total / first.per_page);
  const ids = new Set<number>();
  for (let page = 1; page <= pages; page++) {
    const body = page === 1 ? first : await get(`/api/members.php?page=${page}`);
    bodies.push(body);
    for (const m of body.members) ids.add(m.id);
  }
  for (const id of ids) bodies.push(await get(`/api/member.php?id=${id}`));
  bodies.push(
    await get('/api/likes.php'),
    await get('/api/swipe.php'),
    await get('/api/showcase.php?limit=24'),
  );
  return JSON.stringify(bodies);
}

describe('what a free member can read', () => {
  it('never holds the original of a premium-only photo', async () => {
    const premium = await h.db.select().from(photos).where(eq(photos.premiumOnly, true));
    expect(premium.length).toBeGreaterThan(0);
    const text = await everythingAliceReads();
    for (const p of premium) {
      expect(text).not.toContain(p.filename);
      expect(text).toContain(p.blurredFilename!);
    }
  });

  it('no public name leads to a premium original: not the blur’s, not a free photo’s', async () => {
    const all = await h.db.select().from(photos);
    const publicNames = new Set(all.filter((p) => !p.premiumOnly).map((p) => p.filename));
    for (const p of all.filter((x) => x.premiumOnly)) {
      expect(publicNames.has(p.filename)).toBe(false);
      expect(p.blurredFilename!.replace('-blur.webp', '.webp')).not.toBe(p.filename);
    }
  });

  it('never holds another member’s e-mail address, password hash, credits or birth date', async () => {
    const text = await everythingAliceReads();
    expect(text).not.toMatch(/@velvet\.demo/);
    expect(text).not.toMatch(/password|\$argon2|\$scrypt/i);
    expect(text).not.toMatch(/"credits"|"date_of_birth"|"email"/);
  });
});

/**
 * Every operation that takes an id (issue 16, ASVS V8): the owner's request succeeds, and the
 * same request by another member, by a visitor, with a session of another brand, or by a member
 * the owner blocked is refused by the API's convention — 404 for a thing of someone else's (its
 * existence is not confirmed), 403 `authentication_required` without a valid session of this
 * brand, 403 `blocked_by_member` between blocked members — and a refusal writes nothing.
 */
describe('ids of someone else', () => {
  type Actor = 'stranger' | 'visitor' | 'otherBrand' | 'blocked';
  interface Call {
    method: string;
    path: string;
    body?: unknown;
  }
  interface Row {
    /** The OpenAPI operation, `METHOD /api/x.php`. */
    op: string;
    call: () => Call;
    /** The owner's status for the same call (skipped for calls that would destroy the thing). */
    owner?: number;
    refused: Partial<Record<Actor, [number, string]>>;
  }

  const NOT_YOURS: [number, string] = [404, 'not_found'];
  const LOGGED_OUT: [number, string] = [403, 'authentication_required'];
  const BLOCKED: [number, string] = [403, 'blocked_by_member'];
  const everyone = (notYours: [number, string] = NOT_YOURS) => ({
    stranger: notYours,
    visitor: LOGGED_OUT,
    otherBrand: LOGGED_OUT,
  });

  /** Bob's things: a conversation with alice, a chat photo, a photo, a card payment, a direct debit. */
  const r = { conversation: 0, photoMessage: 0, photo: 0, payment: 0, directDebit: 0, herflameMember: 0 };
  let bob: { id: number; cookie: string };
  const cookies: Record<Actor, string | undefined> = {
    stranger: undefined,
    visitor: undefined,
    otherBrand: undefined,
    blocked: undefined,
  };

  const json = (method: string, path: string, body: unknown): Call => ({ method, path, body });
  const rows: Row[] = [
    {
      op: 'GET /api/chat.php',
      call: () => json('GET', `/api/chat.php?id=${r.conversation}`, undefined),
      owner: 200,
      refused: everyone(),
    },
    {
      op: 'GET /api/chat-photo.php',
      call: () => json('GET', `/api/chat-photo.php?message=${r.photoMessage}&size=thumb`, undefined),
      owner: 200,
      refused: everyone(),
    },
    {
      op: 'DELETE /api/chat.php',
      call: () => json('DELETE', '/api/chat.php', { conversation: r.conversation }),
      refused: everyone(),
    },
    {
      op: 'PUT /api/photos.php',
      call: () => json('PUT', '/api/photos.php', { id: r.photo }),
      owner: 200,
      refused: everyone(),
    },
    {
      op: 'DELETE /api/photos.php',
      call: () => json('DELETE', '/api/photos.php', { id: r.photo }),
      refused: everyone(),
    },
    {
      op: 'GET /api/payment.php',
      call: () => json('GET', `/api/payment.php?id=${r.payment}`, undefined),
      owner: 200,
      refused: everyone(),
    },
    {
      op: 'GET /api/directdebit.php',
      call: () => json('GET', `/api/directdebit.php?id=${r.directDebit}`, undefined),
      owner: 200,
      refused: everyone(),
    },
    // A refund request names a payment: another member's is not found (ADR 0086).
    {
      op: 'POST /api/refund-request.php',
      call: () => json('POST', '/api/refund-request.php', { payment: r.payment }),
      refused: everyone(),
    },
    {
      op: 'POST /api/directdebit-code.php',
      call: () => json('POST', '/api/directdebit-code.php', { request: r.directDebit, code: '000000' }),
      refused: everyone(),
    },
    {
      op: 'POST /api/directdebit-resend.php',
      call: () => json('POST', '/api/directdebit-resend.php', { request: r.directDebit }),
      refused: everyone(),
    },
    // A public profile is for anyone to see (visitors too, spec §2); a block shuts it.
    {
      op: 'GET /api/member.php',
      call: () => json('GET', `/api/member.php?id=${bob.id}`, undefined),
      owner: 200,
      refused: { blocked: BLOCKED },
    },
    {
      op: 'GET /api/chat.php',
      call: () => json('GET', `/api/chat.php?profile=${bob.id}`, undefined),
      refused: { visitor: LOGGED_OUT, otherBrand: LOGGED_OUT, blocked: BLOCKED },
    },
    {
      op: 'POST /api/chat-read.php',
      call: () => json('POST', '/api/chat-read.php', { profile: bob.id }),
      refused: { visitor: LOGGED_OUT, otherBrand: LOGGED_OUT, blocked: BLOCKED },
    },
    {
      op: 'POST /api/message.php',
      call: () => json('POST', '/api/message.php', { profile: bob.id, text: 'Hi' }),
      refused: { visitor: LOGGED_OUT, otherBrand: LOGGED_OUT, blocked: [403, 'blocked'] },
    },
    {
      op: 'POST /api/like.php',
      call: () => json('POST', '/api/like.php', { id: bob.id }),
      refused: { visitor: LOGGED_OUT, otherBrand: LOGGED_OUT, blocked: BLOCKED },
    },
    {
      op: 'POST /api/swipe.php',
      call: () => json('POST', '/api/swipe.php', { id: bob.id, like: true }),
      refused: { visitor: LOGGED_OUT, otherBrand: LOGGED_OUT, blocked: BLOCKED },
    },
    {
      op: 'POST /api/typing.php',
      call: () => json('POST', '/api/typing.php', { profile: bob.id }),
      refused: { visitor: LOGGED_OUT, otherBrand: LOGGED_OUT },
    },
    // A member of another brand is nobody here, whatever the id.
    {
      op: 'GET /api/member.php',
      call: () => json('GET', `/api/member.php?id=${r.herflameMember}`, undefined),
      refused: { stranger: NOT_YOURS },
    },
    {
      op: 'POST /api/like.php',
      call: () => json('POST', '/api/like.php', { id: r.herflameMember }),
      refused: { stranger: NOT_YOURS },
    },
    {
      op: 'POST /api/block.php',
      call: () => json('POST', '/api/block.php', { id: r.herflameMember }),
      refused: { stranger: NOT_YOURS },
    },
    {
      op: 'POST /api/report.php',
      call: () => json('POST', '/api/report.php', { id: r.herflameMember, reason: 'spam' }),
      refused: { stranger: NOT_YOURS },
    },
    {
      op: 'POST /api/message.php',
      call: () => json('POST', '/api/message.php', { profile: r.herflameMember, text: 'Hi' }),
      refused: { stranger: NOT_YOURS },
    },
    // The unsubscribe link names a member and is signed; another member's id without its signature does nothing.
    {
      op: 'POST /api/unsubscribe.php',
      call: () => json('POST', `/api/unsubscribe.php?u=${bob.id}&s=${'A'.repeat(43)}`, undefined),
      refused: { visitor: [403, 'invalid_signature'] },
    },
  ];

  /** A member as a visitor becomes one on `origin`: signup, activation link, login. */
  async function newMember(email: string, origin: string) {
    const signup = await h.request('/api/signup.php', {
      method: 'POST',
      origin,
      body: JSON.stringify({
        email,
        name: email.split('@')[0],
        date_of_birth: '1991-05-06',
        password: 'an-access-test-password',
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    });
    expect(signup.status).toBe(201);
    const token = (await h.lastMail(email))!.token;
    expect(
      (await h.request('/api/activation.php', { method: 'POST', origin, body: JSON.stringify({ token }) }))
        .status,
    ).toBe(200);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { id: signup.body.user.id as number, cookie };
  }

  const send = (call: Call, cookie?: string) =>
    h.request(call.path, {
      method: call.method,
      cookie,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });

  beforeAll(async () => {
    bob = await h.member('bob@velvet.demo');
    const stranger = await newMember('stranger@example.org', 'http://velvet.localhost');
    const blocked = await newMember('blocked@example.org', 'http://velvet.localhost');
    const herflame = await newMember('elsewhere@example.org', 'http://herflame.localhost');
    cookies.stranger = stranger.cookie;
    cookies.blocked = blocked.cookie;
    cookies.otherBrand = herflame.cookie;
    r.herflameMember = herflame.id;
    expect((await send(json('POST', '/api/block.php', { id: blocked.id }), bob.cookie)).status).toBe(200);

    const text = await send(
      json('POST', '/api/message.php', { profile: alice.id, text: 'Hello' }),
      bob.cookie,
    );
    expect(text.status).toBe(201);
    r.conversation = text.body.message.conversation_id ?? text.body.conversation?.id;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('profile', String(alice.id));
    form.set('photo', new Blob([png], { type: 'image/png' }), 'p.png');
    const photo = await h.request('/api/message-photo.php', {
      method: 'POST',
      body: form,
      cookie: bob.cookie,
    });
    expect(photo.status).toBe(201);
    r.photoMessage = photo.body.message.id;
    const [own] = await h.db.select().from(photos).where(eq(photos.userId, bob.id)).limit(1);
    r.photo = own!.id;
    const payment = await send(
      json('POST', '/api/payment.php', { tier: 'p1', method: 'visa', disclosure_confirmed: true }),
      bob.cookie,
    );
    expect(payment.status).toBe(201);
    r.payment = payment.body.payment.id;
    // SEPA direct debit is for members in SEPA countries; the demo members live in Britain.
    await h.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, bob.id));
    const debit = await send(
      json('POST', '/api/directdebit.php', {
        tier: 'p1',
        holder: 'B. de Vries',
        iban: 'nl91 abna 0417 1643 00',
        street: 'Keizersgracht 1',
        postcode: '1015 CJ',
        city: 'Amsterdam',
        mobile: '06 12345678',
      }),
      bob.cookie,
    );
    expect(debit.status).toBe(201);
    r.directDebit = debit.body.request?.id ?? debit.body.id;
  });

  it('covers every operation that takes a member-owned or member id', async () => {
    const doc = (await h.request('/api/openapi.json')).body;
    const withIds = operationsOf(doc)
      .filter((op) => idFields(op).length > 0)
      .map((op) => `${op.method} ${op.path}`);
    const covered = new Set(rows.map((row) => row.op));
    // Signed links carry the member id with a signature (unsubscribe); GET and DELETE share POST's check.
    // Unblocking is idempotent: an id one never blocked (of any brand) answers ok and writes nothing.
    const signedAlike = ['GET /api/unsubscribe.php', 'DELETE /api/unsubscribe.php', 'DELETE /api/block.php'];
    expect(withIds.filter((op) => !covered.has(op) && !signedAlike.includes(op))).toEqual([]);
  });

  it('POST /api/typing.php: a blocked member’s typing reaches nobody (answered ok, as to anyone)', async () => {
    const seen: unknown[] = [];
    const { stop } = await listenTo(h.events, bob.id, { into: seen });
    const res = await send(json('POST', '/api/typing.php', { profile: bob.id }), cookies.blocked);
    stop();
    expect([res.status, seen]).toEqual([200, []]);
  });

  for (const [i, row] of rows.entries()) {
    it(`${row.op} #${i}: ${Object.keys(row.refused).join(', ')} refused${row.owner ? ', the owner served' : ''}`, async () => {
      const tables = await guardedTables(h.db);
      for (const [actor, [status, code]] of Object.entries(row.refused) as [Actor, [number, string]][]) {
        const before = await snapshot(h.db, tables);
        const res = await send(row.call(), cookies[actor]);
        expect([actor, res.status, res.body?.error?.code]).toEqual([actor, status, code]);
        expect(changedTables(before, await snapshot(h.db, tables)), `${actor} wrote nothing`).toEqual([]);
      }
      if (row.owner) expect((await send(row.call(), bob.cookie)).status).toBe(row.owner);
    });
  }
});
