/**
 * The erase job (spec §4; ADR 0029): after 14 days + 1 s every row and file of the member is
 * gone and nothing of anyone else; before the deadline nothing is erased; payments stay for
 * the books without the person.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REACTIVATION_WINDOW_MS } from '@dating/domain';
import {
  blocks,
  conversations,
  creditLedger,
  directDebitRequests,
  discountCodes,
  emailTokens,
  likes,
  loginAttempts,
  messages,
  notificationMailState,
  outboxMessages,
  payments,
  photos,
  profileInterests,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  storedPaymentMethods,
  swipePasses,
  users,
} from '@dating/db/schema';
import { type SQL, count, eq, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Harness, createHarness } from '../test/harness.ts';
import { eraseDueAccounts } from './erase.ts';

let h: Harness;
let clock = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  h = await createHarness({ members: 6, now: () => clock });
});
afterAll(() => h.close());

type M = { id: number; cookie: string };
const json = (method: string, body: unknown, cookie?: string) => ({
  method,
  body: JSON.stringify(body),
  cookie,
});
const png = (colour: string) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer();
async function uploadPhoto(m: M, colour: string) {
  const form = new FormData();
  form.set('photo', new File([await png(colour)], 'me.png', { type: 'image/png' }));
  expect((await h.request('/api/photos.php', { method: 'POST', body: form, cookie: m.cookie })).status).toBe(
    201,
  );
}
async function chatPhoto(from: M, to: M) {
  const form = new FormData();
  form.set('profile', String(to.id));
  form.set('photo', new Blob([await png('#a33')], { type: 'image/png' }), 'p.png');
  expect(
    (await h.request('/api/message-photo.php', { method: 'POST', body: form, cookie: from.cookie })).status,
  ).toBe(201);
}
const say = async (from: M, to: M, text: string) =>
  expect(
    (await h.request('/api/message.php', json('POST', { profile: to.id, text }, from.cookie))).status,
  ).toBe(201);

/** Every row that mentions a member, per table, and every file named for them. */
async function footprint(id: number) {
  const n = async (table: PgTable, where: SQL | undefined) =>
    Number((await h.db.select({ n: count() }).from(table).where(where))[0]!.n);
  return {
    profile: await n(profiles, eq(profiles.userId, id)),
    photos: await n(photos, eq(photos.userId, id)),
    interests: await n(profileInterests, eq(profileInterests.userId, id)),
    conversations: await n(
      conversations,
      or(eq(conversations.memberLow, id), eq(conversations.memberHigh, id)),
    ),
    messages: await n(messages, eq(messages.senderId, id)),
    likes: await n(likes, or(eq(likes.likerId, id), eq(likes.likedId, id))),
    blocks: await n(blocks, or(eq(blocks.blockerId, id), eq(blocks.blockedId, id))),
    reports: await n(reports, or(eq(reports.reporterId, id), eq(reports.reportedId, id))),
    swipePasses: await n(swipePasses, or(eq(swipePasses.memberId, id), eq(swipePasses.passedId, id))),
    sessions: await n(sessions, eq(sessions.userId, id)),
    tokens: await n(emailTokens, eq(emailTokens.userId, id)),
    push: await n(pushSubscriptions, eq(pushSubscriptions.userId, id)),
    cards: await n(storedPaymentMethods, eq(storedPaymentMethods.userId, id)),
    mailState: await n(notificationMailState, eq(notificationMailState.userId, id)),
    ledger: await n(creditLedger, eq(creditLedger.userId, id)),
    codes: await n(discountCodes, eq(discountCodes.userId, id)),
  };
}
async function files(id: number) {
  const rows = await h.db.select().from(photos).where(eq(photos.userId, id));
  const chat = await h.db.select().from(messages).where(eq(messages.senderId, id));
  return [
    ...rows.filter((p) => p.filename.startsWith(`u${id}-`)).map((p) => join(h.uploadsDir, p.filename)),
    ...rows.filter((p) => p.filename.startsWith(`u${id}-`)).map((p) => join(h.uploadsDir, p.thumbFilename)),
    ...chat.filter((m) => m.photoFile).map((m) => join(h.chatPhotosDir, m.photoFile!)),
  ];
}

describe('erasing an account after the reactivation window', () => {
  let bob: M;
  let alice: M;
  let eve: M;
  let bobFiles: string[];
  let aliceFiles: string[];
  let aliceBefore: Awaited<ReturnType<typeof footprint>>;
  let deletedAt: Date;

  beforeAll(async () => {
    bob = await h.member('bob@velvet.demo');
    alice = await h.member('alice@velvet.demo');
    const others = await h.request('/api/members.php', { cookie: alice.cookie });
    const eveId = others.body.members.find((m: { id: number }) => ![bob.id, alice.id].includes(m.id)).id;
    const [row] = await h.db.select({ email: users.email }).from(users).where(eq(users.id, eveId));
    eve = await h.member(row!.email);

    // Bob and Alice chatted (text and photos), liked each other, uploaded photos.
    await uploadPhoto(bob, '#135');
    await uploadPhoto(alice, '#531');
    await say(alice, bob, 'Hi Bob');
    await say(bob, alice, 'Hello Alice');
    await chatPhoto(bob, alice);
    await h.db.update(users).set({ credits: 50 }).where(eq(users.id, alice.id));
    await chatPhoto(alice, bob);
    await h.request('/api/like.php', json('POST', { id: alice.id }, bob.cookie));
    await h.request('/api/like.php', json('POST', { id: bob.id }, alice.cookie));
    // Bob blocks and reports Eve; Alice has her own conversation and like with Eve.
    await h.request('/api/report.php', json('POST', { id: eve.id, reason: 'spam' }, bob.cookie));
    await h.request('/api/block.php', json('POST', { id: eve.id }, bob.cookie));
    await say(alice, eve, 'Hi Eve');
    await h.request('/api/like.php', json('POST', { id: eve.id }, alice.cookie));
    await h.db
      .insert(pushSubscriptions)
      .values({ endpoint: 'https://push.example/bob', userId: bob.id, p256dh: 'k', auth: 'a' });
    await h.db
      .insert(notificationMailState)
      .values({ userId: bob.id, kind: 'new_messages', lastSentAt: clock });
    await h.db.insert(storedPaymentMethods).values({
      userId: bob.id,
      provider: 'sandbox',
      method: 'creditcard',
      token: 'tok_bob',
      label: 'Visa •••• 4242',
    });
    const [payment] = await h.db
      .insert(payments)
      .values({
        userId: bob.id,
        tier: 'p1',
        credits: 100,
        method: 'directdebit',
        currency: 'EUR',
        priceMinor: 2000,
        feeMinor: 0,
        totalMinor: 2000,
        status: 'completed',
      })
      .returning();
    await h.db.insert(directDebitRequests).values({
      userId: bob.id,
      paymentId: payment!.id,
      holder: 'Bob Builder',
      iban: 'DE89370400440532013000',
      street: 'Main 1',
      postcode: '1000',
      city: 'Berlin',
      mobile: '+4915112345678',
      codeHash: 'x',
      lastSentAt: clock,
      confirmedAt: clock,
    });
    await h.db
      .insert(outboxMessages)
      .values({ channel: 'sms', toAddress: '+4915112345678', subject: '', textBody: 'code 123456' });

    bobFiles = await files(bob.id);
    aliceFiles = await files(alice.id);
    expect(bobFiles.length).toBeGreaterThanOrEqual(3);
    expect(aliceFiles.length).toBeGreaterThanOrEqual(3);
    for (const f of [...bobFiles, ...aliceFiles]) expect(existsSync(f)).toBe(true);

    const deleted = await h.request(
      '/api/account-deletion.php',
      json('POST', { reason: 'too_expensive', password: PASSWORD }, bob.cookie),
    );
    expect(deleted.status).toBe(200);
    deletedAt = clock;
    aliceBefore = await footprint(alice.id);
  });

  it('erases nothing before the deadline (day 14 exactly)', async () => {
    clock = new Date(deletedAt.getTime() + REACTIVATION_WINDOW_MS);
    expect(await eraseDueAccounts(h, clock)).toEqual([]);
    const bobNow = await footprint(bob.id);
    expect(bobNow.profile).toBe(1);
    expect(bobNow.photos).toBeGreaterThan(0);
    expect(bobNow.messages).toBeGreaterThan(0);
    for (const f of bobFiles) expect(existsSync(f)).toBe(true);
  });

  it('14 days + 1 s later: every row and file of the member is gone', async () => {
    clock = new Date(deletedAt.getTime() + REACTIVATION_WINDOW_MS + 1000);
    expect(await eraseDueAccounts(h, clock)).toEqual([bob.id]);
    const after = await footprint(bob.id);
    expect(Object.values(after).every((v) => v === 0)).toBe(true);
    expect(after).toMatchObject({ profile: 0, photos: 0, messages: 0, likes: 0, tokens: 0 });
    for (const f of bobFiles) expect(existsSync(f)).toBe(false);
    const [stub] = await h.db.select().from(users).where(eq(users.id, bob.id));
    expect(stub).toMatchObject({
      email: `erased-${bob.id}@erased.invalid`,
      credits: 0,
      tracking: {},
      deletionReason: null,
    });
    expect(
      await h.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, 'bob@velvet.demo')),
    ).toEqual([]);
    expect(
      await h.db.select().from(loginAttempts).where(eq(loginAttempts.emailNormalized, 'bob@velvet.demo')),
    ).toEqual([]);
    expect(
      await h.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, '+4915112345678')),
    ).toEqual([]);
    // The books keep the payment, without the person.
    const [payment] = await h.db.select().from(payments).where(eq(payments.userId, bob.id));
    expect(payment).toMatchObject({ totalMinor: 2000, status: 'completed' });
    const [debit] = await h.db
      .select()
      .from(directDebitRequests)
      .where(eq(directDebitRequests.userId, bob.id));
    expect(debit).toMatchObject({ holder: '', street: '', mobile: '', iban: 'DE****************3000' });
    // Nobody can log in as the stub or sign up into it; the address is free again.
    expect((await h.login('bob@velvet.demo')).status).toBe(401);
  });

  it('leaves everything of the other members, except the conversation that was only theirs with him', async () => {
    const aliceAfter = await footprint(alice.id);
    expect(aliceAfter).toMatchObject({
      profile: 1,
      photos: aliceBefore.photos,
      interests: aliceBefore.interests,
      sessions: aliceBefore.sessions,
      ledger: aliceBefore.ledger,
    });
    // Her conversation with Eve and her like of Eve are still there; the ones with Bob are not.
    expect(aliceAfter.conversations).toBe(aliceBefore.conversations - 1);
    expect(aliceAfter.likes).toBe(aliceBefore.likes - 2);
    const chats = await h.request('/api/chats.php', { cookie: alice.cookie });
    expect(chats.body.chats.map((c: { profile: { id: number } }) => c.profile.id)).toEqual([eve.id]);
    const ownFiles = aliceFiles.filter((f) => f.startsWith(h.uploadsDir));
    for (const f of ownFiles) expect(existsSync(f)).toBe(true);
    const eveNow = await footprint(eve.id);
    expect(eveNow.profile).toBe(1);
    expect(eveNow.messages + eveNow.conversations).toBeGreaterThan(0);
  });

  it('running again erases nothing more', async () => {
    expect(await eraseDueAccounts(h, clock)).toEqual([]);
  });
});
