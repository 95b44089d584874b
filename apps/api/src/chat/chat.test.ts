/**
 * Chat through the API (spec §3, §4, §5, §7; issue 7): free conversations, charges with a ledger
 * row, held messages, removing chats, privacy of conversations, bad input, live events.
 */
import { conversationMembers, creditLedger, messages, profiles, sites, users } from '@dating/db/schema';
import { and, count, eq, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../app.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { listenTo } from '../test/live.ts';

let h: Harness;
type Member = { id: number; cookie: string };
let alice: Member; // free, 0 credits
let bob: Member; // premium, 120 credits
let carol: Member; // e-mail not confirmed
let eve: Member; // a third member: no business in alice's and bob's chat
beforeAll(async () => {
  h = await createHarness({ members: 30 });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
  carol = await h.member('carol@velvet.demo');
  const other = await h.request('/api/members.php', { cookie: alice.cookie });
  // A real member with no chats yet (the demo seed has some generated members write to personas).
  const chatting = new Set(
    (await h.db.select({ id: conversationMembers.memberId }).from(conversationMembers)).map((r) => r.id),
  );
  const someone = other.body.members.find(
    (m: { id: number; fictional: boolean }) =>
      ![alice.id, bob.id, carol.id].includes(m.id) && !m.fictional && !chatting.has(m.id),
  );
  const [row] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, someone.id));
  eve = await h.member(row!.email);
});
afterAll(() => h.close());

const send = (m: Member, body: Record<string, unknown>, via?: Api) =>
  h.request('/api/message.php', { method: 'POST', body: JSON.stringify(body), cookie: m.cookie, via });
const chats = async (m: Member) => (await h.request('/api/chats.php', { cookie: m.cookie })).body;
const credits = async (id: number) =>
  (await h.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c;
const messageCount = async () => Number((await h.db.select({ n: count() }).from(messages))[0]!.n);

describe('a free conversation, a reply and what it costs', () => {
  let conversation: number;

  it('lets a free member with no credits start a conversation for free', async () => {
    const res = await send(alice, { profile: bob.id, text: 'Hi Bob, nice photos!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ok: true,
      credits: 0,
      message: { mine: true, held: false, kind: 'message' },
    });
    conversation = res.body.conversation.id;
    expect(await credits(alice.id)).toBe(0);
  });

  it('refuses the second message without credits: 402, nothing written', async () => {
    const before = await messageCount();
    const res = await send(alice, { profile: bob.id, text: 'Are you there?' });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('not_enough_credits');
    expect(await messageCount()).toBe(before);
  });

  it('shows the recipient the chat with one unread message; reading it leaves it unread, the explicit call marks it read', async () => {
    const list = await chats(bob);
    expect(list.total_unread).toBe(1);
    expect(list.chats[0]).toMatchObject({
      conversation: { id: conversation },
      profile: { id: alice.id, name: 'Alice' },
      num_unread_messages: 1,
      last_message: { text: 'Hi Bob, nice photos!', mine: false },
    });
    const open = await h.request(`/api/chat.php?id=${conversation}`, { cookie: bob.cookie });
    expect(open.status).toBe(200);
    expect(open.body.conversation.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hi Bob, nice photos!',
    ]);
    expect(open.body.terms).toMatchObject({
      paid_user: true,
      credits: 120,
      costs: { message: 1, photo: 3, gift: 5 },
    });
    // Reading is not opening (ADR 0050): the GET changes nothing.
    expect((await chats(bob)).total_unread).toBe(1);
    const unread = await h.request(`/api/chat.php?profile=${bob.id}`, { cookie: alice.cookie });
    expect(unread.body.conversation.messages[0]).toMatchObject({ mine: true, read: false });
    // Opening it: the explicit call marks it read and the sender's open pages hear `read`.
    const heard: unknown[] = [];
    const { stop } = await listenTo(h.events, alice.id, { into: heard });
    const read = await h.request('/api/chat-read.php', {
      method: 'POST',
      body: JSON.stringify({ profile: alice.id }),
      cookie: bob.cookie,
    });
    stop();
    expect([read.status, read.body]).toEqual([200, { ok: true }]);
    expect(heard).toEqual([{ type: 'read', conversation, from: bob.id }]);
    expect((await chats(bob)).total_unread).toBe(0);
    // The sender sees that the message was read.
    const mine = await h.request(`/api/chat.php?profile=${bob.id}`, { cookie: alice.cookie });
    expect(mine.body.conversation.messages[0]).toMatchObject({ mine: true, read: true });
    expect(mine.body.terms).toMatchObject({ next_message_free: false, credits: 0 });
  });

  it('charges a premium member per message, gift and photo, each with a ledger row', async () => {
    expect((await send(bob, { profile: alice.id, text: 'Thank you!' })).body.credits).toBe(119);
    const gift = await send(bob, { profile: alice.id, kind: 'gift', gift: 'rose' });
    expect(gift.status).toBe(201);
    expect(gift.body).toMatchObject({ credits: 114, message: { kind: 'gift', gift: 'rose' } });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('profile', String(alice.id));
    form.set('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const photo = await h.request('/api/message-photo.php', {
      method: 'POST',
      body: form,
      cookie: bob.cookie,
    });
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ credits: 111, message: { kind: 'photo' } });
    const ledger = await h.db.select().from(creditLedger).where(eq(creditLedger.userId, bob.id));
    expect(ledger.map((l) => [l.reason, l.delta, l.balanceAfter])).toEqual([
      ['message', -1, 119],
      ['gift', -5, 114],
      ['photo', -3, 111],
    ]);
    // The recipient gets the photo (a WebP made by the pipeline); a third member does not.
    const id = photo.body.message.id;
    const seen = await h.api.fetch(
      new Request(`http://velvet.localhost/api/chat-photo.php?message=${id}&size=thumb`, {
        headers: { cookie: alice.cookie },
      }),
    );
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await seen.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    const stranger = await h.request(`/api/chat-photo.php?message=${id}`, { cookie: eve.cookie });
    expect(stranger.status).toBe(404);
  });

  it('charges a retried send with the same client_id once', async () => {
    const first = await send(bob, { profile: alice.id, text: 'Once', client_id: 'retry-key-0001' });
    const again = await send(bob, { profile: alice.id, text: 'Once', client_id: 'retry-key-0001' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect(await credits(bob.id)).toBe(110);
  });

  it('keeps the conversation from anyone else on every path', async () => {
    expect((await h.request(`/api/chat.php?id=${conversation}`, { cookie: eve.cookie })).status).toBe(404);
    const del = await h.request('/api/chat.php', {
      method: 'DELETE',
      body: JSON.stringify({ conversation }),
      cookie: eve.cookie,
    });
    expect(del.status).toBe(404);
    expect((await chats(eve)).chats).toEqual([]);
    expect((await h.request(`/api/chat.php?id=${conversation}`)).status).toBe(403);
    const read = (cookie?: string) =>
      h.request('/api/chat-read.php', { method: 'POST', body: JSON.stringify({ profile: bob.id }), cookie });
    // Marking read needs a session; with someone one has no chat with, nothing is marked.
    expect((await read()).status).toBe(403);
    expect([(await read(eve.cookie)).status]).toEqual([200]);
    expect((await h.request('/api/chats.php')).status).toBe(403);
    // Bob's unread count for the chat is untouched by Eve's attempts.
    expect((await chats(alice)).chats[0].num_unread_messages).toBe(4);
  });
});

describe('bad input is a 4xx and nothing is written or charged', () => {
  it.each([
    [{ profile: 'x', text: 'hi' }, 400, 'validation_failed'],
    [{ text: 'hi' }, 400, 'validation_failed'],
    [{ profile: 1, kind: 'gift' }, 400, 'validation_failed'],
    [{ profile: 1, kind: 'gift', gift: 'yacht' }, 400, 'validation_failed'],
    [{ profile: 999_999, text: 'hi' }, 404, 'not_found'],
  ])('%j → %i %s', async (body, status, code) => {
    const before = [await messageCount(), await credits(bob.id)];
    const res = await send(bob, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect([await messageCount(), await credits(bob.id)]).toEqual(before);
  });

  it('refuses empty and too long text with the limit, and messages to oneself', async () => {
    const before = [await messageCount(), await credits(bob.id)];
    const empty = await send(bob, { profile: alice.id, text: '   ' });
    expect([empty.status, empty.body.error.code]).toEqual([400, 'message_empty']);
    const long = await send(bob, { profile: alice.id, text: 'x'.repeat(1001) });
    expect([long.status, long.body.error.code, long.body.error.params]).toEqual([
      400,
      'message_too_long',
      { max: 1000 },
    ]);
    expect((await send(bob, { profile: bob.id, text: 'me' })).status).toBe(404);
    expect([await messageCount(), await credits(bob.id)]).toEqual(before);
  });

  it('refuses a photo message without an image', async () => {
    const form = new FormData();
    form.set('profile', String(alice.id));
    form.set('photo', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
    const res = await h.request('/api/message-photo.php', { method: 'POST', body: form, cookie: bob.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ photo: 'invalid_image' });
  });
});

describe('the site’s prices', () => {
  it('raises a message to the country’s minimum message cost (spec §3 minimum_message_costs)', async () => {
    const [{ country } = { country: '' }] = await h.db
      .select({ country: profiles.country })
      .from(profiles)
      .where(eq(profiles.userId, bob.id));
    await h.db
      .update(sites)
      .set({ settings: { minimum_message_costs: { [country]: { costs: 3, currency: 'EUR' } } } })
      .where(eq(sites.brandId, 'velvet'));
    await h.dataChanged();
    try {
      const before = await credits(bob.id);
      const terms = (await h.request(`/api/chat.php?profile=${alice.id}`, { cookie: bob.cookie })).body.terms;
      expect(terms.costs).toEqual({ message: 3, photo: 3, gift: 5 });
      expect((await send(bob, { profile: alice.id, text: 'Priced by country' })).body.credits).toBe(
        before - 3,
      );
    } finally {
      await h.db.update(sites).set({ settings: {} }).where(eq(sites.brandId, 'velvet'));
      await h.dataChanged();
    }
  });

  it('answers bad queries and bodies on every chat call with 400, visitors with 403', async () => {
    for (const path of [
      '/api/chat.php?id=abc',
      '/api/chat.php',
      '/api/chat.php?id=1&profile=2',
      '/api/chat-photo.php?message=x',
    ]) {
      expect((await h.request(path, { cookie: bob.cookie })).status, path).toBe(400);
    }
    const typing = await h.request('/api/typing.php', {
      method: 'POST',
      body: '{"profile":"x"}',
      cookie: bob.cookie,
    });
    expect(typing.status).toBe(400);
    const del = await h.request('/api/chat.php', { method: 'DELETE', body: '{}', cookie: bob.cookie });
    expect(del.status).toBe(400);
    const broken = await h.request('/api/message.php', {
      method: 'POST',
      body: '{"profile":',
      cookie: bob.cookie,
    });
    expect(broken.status).toBe(400);
    expect((await h.request('/api/chats.php')).status).toBe(403);
    // Without a session the live stream answers 204, which tells EventSource to stop
    // reconnecting, so a session ended elsewhere does not leave an error loop in the browser.
    const stream = await h.request('/api/events.php');
    expect([stream.status, stream.body]).toEqual([204, null]);
    expect((await h.request('/api/page-hidden.php', { method: 'POST', body: '{}' })).status).toBe(403);
    expect(
      (await h.request('/api/page-hidden.php', { method: 'POST', body: '{}', cookie: bob.cookie })).status,
    ).toBe(204);
  });
});

describe('an unconfirmed sender', () => {
  it('is held until the e-mail is confirmed; the other side cannot reply and sees why', async () => {
    const res = await send(carol, { profile: bob.id, text: 'Hello from Carol' });
    expect(res.status).toBe(201);
    expect(res.body.message.held).toBe(true);
    expect((await chats(bob)).chats.some((c: { profile: { id: number } }) => c.profile.id === carol.id)).toBe(
      false,
    );
    const reply = await send(bob, { profile: carol.id, text: 'Hi?' });
    expect([reply.status, reply.body.error.code]).toEqual([403, 'recipient_cannot_reply_unconfirmed']);
    const terms = (await h.request(`/api/chat.php?profile=${carol.id}`, { cookie: bob.cookie })).body.terms;
    expect(terms.other_unconfirmed).toBe(true);

    const delivered: unknown[] = [];
    const { stop } = await listenTo(h.events, bob.id, { into: delivered });
    await h.request('/api/activation-mail.php', { method: 'POST', body: '{}', cookie: carol.cookie });
    const mail = await h.lastMail('carol@velvet.demo');
    expect(
      (
        await h.request('/api/activation.php', {
          method: 'POST',
          body: JSON.stringify({ token: mail!.token }),
        })
      ).status,
    ).toBe(200);
    stop();
    const chat = (await chats(bob)).chats.find((c: { profile: { id: number } }) => c.profile.id === carol.id);
    expect(chat).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Hello from Carol' } });
    expect(delivered).toEqual([expect.objectContaining({ type: 'message', from: carol.id })]);
  });
});

describe('removing chats and blocking', () => {
  it('removes a chat from one list only; a new message brings it back without the old ones', async () => {
    const res = await h.request('/api/chat.php', {
      method: 'DELETE',
      body: JSON.stringify({ profile: bob.id }),
      cookie: alice.cookie,
    });
    expect(res.status).toBe(200);
    expect((await chats(alice)).chats).toEqual([]);
    expect((await chats(bob)).chats.some((c: { profile: { id: number } }) => c.profile.id === alice.id)).toBe(
      true,
    );
    await send(bob, { profile: alice.id, text: 'Still there?' });
    const back = (await chats(alice)).chats[0];
    expect(back).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Still there?' } });
    const open = await h.request(`/api/chat.php?id=${back.conversation.id}`, { cookie: alice.cookie });
    expect(open.body.conversation.messages.map((m: { text: string }) => m.text)).toEqual(['Still there?']);
  });

  it('answers 404 for removing a chat that does not exist', async () => {
    const res = await h.request('/api/chat.php', {
      method: 'DELETE',
      body: JSON.stringify({ profile: eve.id }),
      cookie: alice.cookie,
    });
    expect(res.status).toBe(404);
  });

  it('deletes the chats between two members when one blocks the other', async () => {
    await h.request('/api/block.php', {
      method: 'POST',
      body: JSON.stringify({ id: bob.id }),
      cookie: alice.cookie,
    });
    expect((await chats(alice)).chats).toEqual([]);
    expect((await chats(bob)).chats.some((c: { profile: { id: number } }) => c.profile.id === alice.id)).toBe(
      false,
    );
    const refused = await send(bob, { profile: alice.id, text: 'Hello?' });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'blocked']);
    // Marking read has the access checks of reading: blocked, and not found.
    const markRead = (profile: number) =>
      h.request('/api/chat-read.php', {
        method: 'POST',
        body: JSON.stringify({ profile }),
        cookie: bob.cookie,
      });
    const blocked = await markRead(alice.id);
    expect([blocked.status, blocked.body.error.code]).toEqual([403, 'blocked_by_member']);
    const missing = await markRead(999_999);
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    await h.request('/api/block.php', {
      method: 'DELETE',
      body: JSON.stringify({ id: bob.id }),
      cookie: alice.cookie,
    });
  });
});

describe('live events', () => {
  it('tells whether the other member is online: an open page, or one hidden minutes ago', async () => {
    const online = async () =>
      (await h.request(`/api/chat.php?profile=${eve.id}`, { cookie: bob.cookie })).body.online;
    expect(await online()).toBe(false);
    const { stop } = await listenTo(h.events, eve.id);
    expect(await online()).toBe(true);
    stop();
    expect(await online()).toBe(false);
    await h.request('/api/page-hidden.php', { method: 'POST', body: '{}', cookie: eve.cookie });
    expect(await online()).toBe(true);
  });

  it('streams a message and the typing indicator to the recipient’s open connection', async () => {
    const response = await h.api.fetch(
      new Request('http://velvet.localhost/api/events.php', { headers: { cookie: eve.cookie } }),
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await until('event: ready');
    await send(bob, { profile: eve.id, text: 'Live hello' });
    await until('Live hello');
    await h.request('/api/typing.php', {
      method: 'POST',
      body: JSON.stringify({ profile: eve.id }),
      cookie: bob.cookie,
    });
    await until('event: typing');
    await reader.cancel();
    expect(text).toContain(`"from":${bob.id}`);
  });
});

describe('concurrent sends', () => {
  /** 100 sends at once by a member with 10 credits: exactly 10 go out, the balance ends at 0. */
  async function hundredSends(useSecondServer: boolean) {
    const [sender] = await h.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.paidUser, false))
      .offset(5)
      .limit(1);
    await h.db
      .update(users)
      .set({ credits: 10, paidUser: true, status: 'confirmed' })
      .where(eq(users.id, sender!.id));
    const m = await h.member(sender!.email);
    const second = useSecondServer ? await h.secondApi() : undefined;
    const before = await messageCount();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(m, { profile: bob.id, text: `Message ${i}` }, i % 2 && second ? second : undefined),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(90);
    expect(await credits(m.id)).toBe(0);
    expect(await messageCount()).toBe(before + 10);
    const [ledger] = await h.db
      .select({ total: sum(creditLedger.delta), n: count() })
      .from(creditLedger)
      .where(eq(creditLedger.userId, m.id));
    expect([Number(ledger!.total), Number(ledger!.n)]).toEqual([-10, 10]);
    const [side] = await h.db
      .select({ unread: conversationMembers.unread })
      .from(conversationMembers)
      .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
      .where(and(eq(conversationMembers.memberId, bob.id), eq(messages.senderId, m.id)))
      .limit(1);
    expect(side!.unread).toBe(10);
  }

  it('delivers and charges exactly what the balance affords', async () => {
    await hundredSends(false);
  });

  it('does the same across two servers sharing the database', async () => {
    await hundredSends(true);
  });
});
