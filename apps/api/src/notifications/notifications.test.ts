/**
 * Notification settings and e-mails through the API (spec §3 preference keys, §4 disabled
 * reasons; issue 10; docs/decisions/0028): the preferences round trip, bad input, the mail
 * side's reports, the signed one-click unsubscribe, each notification e-mail with a moved clock,
 * and the scheduler's claim.
 */
import { notificationMailState, outboxMessages, users } from '@dating/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../../scripts/vitest-console.ts';
import {
  sendLikeMails,
  sendNewConversationMails,
  sendNewMessageMails,
  sendUnreadReminderMails,
  sendWeeklyUpdateMails,
} from '../jobs/notification-mails.ts';
import { claimJob, ensureJobRows, runDueJobs } from '../jobs/scheduler.ts';
import { unsubscribeSignature } from '../mail/unsubscribe.ts';
import { type Harness, MAIL_EVENTS_SECRET, UNSUBSCRIBE_SECRET, createHarness } from '../test/harness.ts';

const MIN = 60_000;
const DAY = 86_400_000;
let clock = new Date('2027-01-04T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
  return clock;
};

let h: Harness;
type Member = { id: number; cookie: string };
let alice: Member; // receives the mails
let bob: Member; // premium: writes to alice
let dan: Member; // a third member who likes alice
beforeAll(async () => {
  h = await createHarness({ members: 30, now: () => clock });
  alice = await h.member('alice@velvet.demo');
  bob = await h.member('bob@velvet.demo');
  const [someone] = await h.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.status, 'confirmed'), eq(users.fictional, false), eq(users.brandId, 'velvet')))
    .orderBy(desc(users.id))
    .limit(1);
  dan = await h.member(someone!.email);
});
afterAll(() => h.close());

const prefs = (m: Member) => h.request('/api/notifications.php', { cookie: m.cookie });
const put = (m: Member, body: unknown) =>
  h.request('/api/notifications.php', { method: 'PUT', cookie: m.cookie, body: JSON.stringify(body) });
const stored = async (id: number) =>
  (
    await h.db
      .select({ p: users.emailPreferences, d: users.notificationsDisabled })
      .from(users)
      .where(eq(users.id, id))
  )[0]!;
const mailEvent = (body: unknown, secret: string | null = MAIL_EVENTS_SECRET) =>
  h.request('/api/mail-events.php', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });
const mailsTo = async (to: string) =>
  h.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to)).orderBy(desc(outboxMessages.id));
const setDisabled = (id: number, reasons: string[]) =>
  h.db.update(users).set({ notificationsDisabled: reasons }).where(eq(users.id, id));

describe('§3 e-mail preferences', () => {
  it('needs a logged-in member', async () => {
    const res = await h.request('/api/notifications.php');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
    const write = await h.request('/api/notifications.php', {
      method: 'PUT',
      body: JSON.stringify({ preferences: { like: false } }),
    });
    expect(write.status).toBe(403);
  });

  it('shows the eight keys with their defaults: marketing off, the rest on', async () => {
    const res = await prefs(alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      preferences: {
        new_conversations: true,
        new_messages: true,
        like: true,
        unread_message_reminders: true,
        promotions: false,
        weekly_updates: true,
        news: false,
        reminders: true,
      },
      disabled: [],
    });
  });

  it('stores a partial change and keeps it', async () => {
    const res = await put(alice, { preferences: { reminders: false, news: true } });
    expect(res.status).toBe(200);
    expect(res.body.preferences).toMatchObject({ reminders: false, news: true, like: true });
    await put(alice, { preferences: { promotions: true } });
    expect((await prefs(alice)).body.preferences).toMatchObject({
      reminders: false,
      news: true,
      promotions: true,
    });
    expect((await stored(alice.id)).p).toEqual({ reminders: false, news: true, promotions: true });
  });

  it('refuses an unknown key or a value that is not true/false, and writes nothing', async () => {
    const before = await stored(alice.id);
    const unknown = await put(alice, { preferences: { like: false, spam: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { preferences: 'invalid' },
    });
    const notBoolean = await put(alice, { preferences: { like: 'no' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error.fields).toEqual({ 'preferences.like': 'invalid' });
    const noBody = await h.request('/api/notifications.php', {
      method: 'PUT',
      cookie: alice.cookie,
      body: 'x',
    });
    expect(noBody.status).toBe(400);
    expect(await stored(alice.id)).toEqual(before);
  });
});

describe('§4 e-mail switched off by the mail side, and back on', () => {
  it('refuses reports without the shared secret or with a wrong one', async () => {
    expect((await mailEvent({ type: 'bounce', email: 'alice@velvet.demo' }, null)).status).toBe(401);
    const wrong = await mailEvent({ type: 'bounce', email: 'alice@velvet.demo' }, 'guess');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_signature');
    expect((await stored(alice.id)).d).toEqual([]);
  });

  it('refuses a bad report with field errors', async () => {
    const res = await mailEvent({ type: 'spam', email: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ type: 'invalid', email: 'invalid' });
  });

  it('a spam complaint switches e-mail off; the member turns it back on', async () => {
    const res = await mailEvent({ type: 'fbl', email: 'BOB@velvet.demo' });
    expect(res.body).toEqual({ ok: true, members: 1, messages: 0 });
    await mailEvent({ type: 'fbl', email: 'bob@velvet.demo' });
    expect((await prefs(bob)).body.disabled).toEqual(['fbl']);
    const back = await h.request('/api/notifications.php', {
      method: 'POST',
      cookie: bob.cookie,
      body: '{}',
    });
    expect(back.status).toBe(200);
    expect(back.body.disabled).toEqual([]);
  });

  it('a bounce stays until the member confirms a new address', async () => {
    await mailEvent({ type: 'bounce', email: 'alice@velvet.demo' });
    await h.request('/api/notifications.php', { method: 'POST', cookie: alice.cookie, body: '{}' });
    expect((await prefs(alice)).body.disabled).toEqual(['bounce']);
    const user = await h.request('/api/user.php', { cookie: alice.cookie });
    expect(user.body.user.notifications_disabled).toEqual(['bounce']);

    const change = await h.request('/api/mail-change.php', {
      method: 'POST',
      cookie: alice.cookie,
      body: JSON.stringify({ email: 'alice.new@velvet.demo', password: 'demo-pass-2026' }),
    });
    expect(change.status).toBe(200);
    const token = (await h.lastMail('alice.new@velvet.demo'))!.token!;
    const confirm = await h.request('/api/mail-change.php', {
      method: 'PUT',
      body: JSON.stringify({ token }),
    });
    expect(confirm.status).toBe(200);
    expect((await prefs(alice)).body.disabled).toEqual([]);
  });
});

describe('RFC 8058 one-click unsubscribe', () => {
  const link = (id: number, s = unsubscribeSignature(UNSUBSCRIBE_SECRET, id)) =>
    `/api/unsubscribe.php?u=${id}&s=${s}`;

  it('every e-mail to a member carries the signed one-click link', async () => {
    const mail = h.sentMails.findLast((m) => m.to === 'alice.new@velvet.demo')!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(url).toBe(`http://velvet.localhost${link(alice.id)}`);
    expect(mail.text).toContain(`/unsubscribe?u=${alice.id}&s=`);
  });

  it('a mail client’s POST switches e-mail off without a login, even from another origin', async () => {
    const state = await h.request(link(dan.id));
    expect(state.body).toMatchObject({ unsubscribed: false });
    expect(state.body.email).toContain('•');
    const res = await h.request(link(dan.id), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body.unsubscribed).toBe(true);
    expect((await stored(dan.id)).d).toEqual(['listunsubscribe']);
    const undo = await h.request(link(dan.id), { method: 'DELETE' });
    expect(undo.body.unsubscribed).toBe(false);
    expect((await stored(dan.id)).d).toEqual([]);
  });

  it('refuses a forged or altered link and writes nothing', async () => {
    const forged = await h.request(link(dan.id, 'A'.repeat(43)), { method: 'POST' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('invalid_signature');
    const otherMember = await h.request(
      `/api/unsubscribe.php?u=${dan.id}&s=${unsubscribeSignature(UNSUBSCRIBE_SECRET, bob.id)}`,
      { method: 'POST' },
    );
    expect(otherMember.status).toBe(403);
    expect((await h.request(`/api/unsubscribe.php?u=x&s=y`, { method: 'POST' })).status).toBe(400);
    expect((await stored(dan.id)).d).toEqual([]);
  });
});

describe('the notification e-mails (moved clock)', () => {
  const send = (from: Member, to: Member, text: string) =>
    h.request('/api/message.php', {
      method: 'POST',
      cookie: from.cookie,
      body: JSON.stringify({ profile: to.id, text }),
    });
  const to = 'alice.new@velvet.demo';

  beforeAll(async () => {
    // Alice reads German; her mails follow her language.
    await h.request('/api/user.php', {
      method: 'PUT',
      cookie: alice.cookie,
      body: JSON.stringify({ language: 'de' }),
    });
  });

  it('a new conversation: one mail in the member’s language, once', async () => {
    advance(MIN);
    expect((await send(bob, alice, 'Hallo Alice!')).status).toBe(201);
    advance(MIN);
    expect(await sendNewConversationMails(h.deps, clock)).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toMatch(/hat ein Gespräch mit dir begonnen$/);
    expect(mail!.textBody).toContain('Diese E-Mails abbestellen');
    expect(mail!.textBody).not.toContain('Hallo Alice!');
    expect(mail!.htmlBody).toContain('lang="de"');
    // The first message is not also counted as a new message.
    expect(await sendNewMessageMails(h.deps, clock)).toBe(0);
    const count = (await mailsTo(to)).length;
    advance(MIN);
    await sendNewConversationMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(count);
  });

  it('new messages are batched: one mail, then none for 15 minutes', async () => {
    const before = (await mailsTo(to)).length;
    await send(bob, alice, 'Are you there?');
    await send(bob, alice, 'Write back :)');
    advance(MIN);
    await sendNewMessageMails(h.deps, clock);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('Du hast 2 neue Nachrichten');
    advance(MIN);
    await send(bob, alice, 'Hello again');
    advance(5 * MIN);
    await sendNewMessageMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(before + 1);
    advance(10 * MIN);
    await sendNewMessageMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(before + 2);
    expect((await mailsTo(to))[0]!.subject).toBe('Du hast eine neue Nachricht');
  });

  it('honours the preference key and any disabled reason', async () => {
    const before = (await mailsTo(to)).length;
    await put(alice, { preferences: { new_messages: false } });
    await send(bob, alice, 'One more');
    advance(20 * MIN);
    await sendNewMessageMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(before);
    await put(alice, { preferences: { new_messages: true, like: true } });
    await setDisabled(alice.id, ['listunsubscribe']);
    await h.request('/api/like.php', {
      method: 'POST',
      cookie: dan.cookie,
      body: JSON.stringify({ id: alice.id, source: 'profile' }),
    });
    advance(MIN);
    await sendNewMessageMails(h.deps, clock);
    await sendLikeMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(before);
    await setDisabled(alice.id, []);
  });

  it('a new like: one mail naming who liked', async () => {
    const [danName] = await h.db.select({ e: users.email }).from(users).where(eq(users.id, dan.id));
    expect(danName).toBeDefined();
    advance(MIN);
    await sendLikeMails(h.deps, clock);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toMatch(/ mag dich$/);
    const count = (await mailsTo(to)).length;
    advance(MIN);
    await sendLikeMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(count);
  });

  it('never mails a fictional member or an account pending deletion', async () => {
    await h.db.update(users).set({ fictional: true }).where(eq(users.id, bob.id));
    await h.request('/api/like.php', {
      method: 'POST',
      cookie: dan.cookie,
      body: JSON.stringify({ id: bob.id, source: 'profile' }),
    });
    advance(MIN);
    await sendLikeMails(h.deps, clock);
    await h.db
      .update(users)
      .set({ fictional: false, status: 'pending_deletion' })
      .where(eq(users.id, bob.id));
    advance(MIN);
    await sendLikeMails(h.deps, clock);
    expect((await mailsTo('bob@velvet.demo')).filter((m) => m.subject.includes('likes you'))).toEqual([]);
    await h.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, bob.id));
  });

  it('reminds of unread messages once they are a day old, and not again for those', async () => {
    const before = (await mailsTo(to)).length;
    advance(DAY);
    await sendUnreadReminderMails(h.deps, clock);
    const mails = await mailsTo(to);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toMatch(/Nachrichten warten auf deine Antwort$/);
    advance(4 * DAY);
    await sendUnreadReminderMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(before + 1);
  });

  it('the weekly update: likes this week, once a week', async () => {
    await h.request('/api/like.php', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ id: alice.id, source: 'profile' }),
    });
    advance(MIN);
    await sendWeeklyUpdateMails(h.deps, clock);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe('Deine Woche auf Velvet Date');
    expect(mail!.textBody).toContain('2 Mitglieder haben dich geliked.');
    const count = (await mailsTo(to)).length;
    advance(DAY);
    await sendWeeklyUpdateMails(h.deps, clock);
    expect((await mailsTo(to)).length).toBe(count);
    const [row] = await h.db
      .select()
      .from(notificationMailState)
      .where(
        and(eq(notificationMailState.userId, alice.id), eq(notificationMailState.kind, 'weekly_update')),
      );
    expect(row!.lastSentAt.getTime()).toBe(clock.getTime() - DAY);
  });
});

describe('the scheduler', () => {
  it('two instances claiming at once: exactly one gets the job', async () => {
    const job = { name: 'test-claim', intervalMs: 60 * MIN, run: async () => {} };
    await ensureJobRows(h.db, [job]);
    // On PostgreSQL the second claimer has a pool of its own, as a second instance would.
    const other = await h.secondDb();
    const claims = await Promise.all([
      claimJob(h.db, job.name, clock, 10 * MIN),
      claimJob(other, job.name, clock, 10 * MIN),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('runs a due job once across concurrent rounds, and again after its interval', async () => {
    let runs = 0;
    const job = {
      name: 'test-count',
      intervalMs: 60 * MIN,
      run: async () => {
        runs += 1;
      },
    };
    await ensureJobRows(h.db, [job]);
    const rounds = await Promise.all([runDueJobs(h.deps, clock, [job]), runDueJobs(h.deps, clock, [job])]);
    expect(runs).toBe(1);
    expect(rounds.flat()).toEqual(['test-count']);
    await runDueJobs(h.deps, advance(30 * MIN), [job]);
    expect(runs).toBe(1);
    await runDueJobs(h.deps, advance(30 * MIN), [job]);
    expect(runs).toBe(2);
  });

  it('records a failing job and frees it for its next run', async () => {
    const job = {
      name: 'test-fail',
      intervalMs: MIN,
      run: async () => {
        throw new Error('boom');
      },
    };
    expectConsoleError(/"job":"test-fail".*"boom".*"msg":"job failed"/);
    await ensureJobRows(h.db, [job]);
    expect(await runDueJobs(h.deps, clock, [job])).toEqual(['test-fail']);
    expect(await runDueJobs(h.deps, advance(MIN), [job])).toEqual(['test-fail']);
  });
});
