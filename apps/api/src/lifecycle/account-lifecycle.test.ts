/**
 * Deleting the account and coming back (spec §4, §8, §9; issue 10): the alternatives, the
 * deletion with its reactivation e-mail, signing up again with the address, the link within
 * and after the 14 days, and privacy mode.
 */
import { REACTIVATION_WINDOW_MS } from '@dating/domain';
import { discountCodes, emailTokens, outboxMessages, profiles, sessions, users } from '@dating/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Harness, createHarness } from '../test/harness.ts';

let h: Harness;
let clock = new Date('2026-11-23T10:00:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
beforeAll(async () => {
  h = await createHarness({ members: 4, now: () => clock });
});
afterAll(() => h.close());

const json = (method: string, body: unknown, cookie?: string) => ({
  method,
  body: JSON.stringify(body),
  cookie,
});
const signupBody = (email: string, name: string) => ({
  email,
  name,
  date_of_birth: '1984-03-01',
  password: PASSWORD,
  gender: 'male',
  looking_for: 'female',
  terms: true,
});
let n = 0;
/** A new, confirmed member. */
async function member() {
  const email = `leaver${++n}@example.org`;
  const res = await h.request('/api/signup.php', json('POST', signupBody(email, `Leaver${n}`)));
  const token = (await h.lastMail(email))!.token;
  expect((await h.request('/api/activation.php', json('POST', { token }))).status).toBe(200);
  return {
    email,
    id: res.body.user.id as number,
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
  };
}
const account = async (id: number) => (await h.db.select().from(users).where(eq(users.id, id)))[0]!;
const profile = async (id: number) => (await h.db.select().from(profiles).where(eq(profiles.userId, id)))[0]!;
const mailsTo = async (email: string) =>
  Number(
    (await h.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.toAddress, email)))[0]!.n,
  );
const deleteAccount = (cookie: string, body: Record<string, unknown> = {}) =>
  h.request(
    '/api/account-deletion.php',
    json(
      'POST',
      { reason: 'found_partner', reason_text: 'Met someone here', password: PASSWORD, ...body },
      cookie,
    ),
  );

describe('the alternatives before deleting', () => {
  it('offers privacy mode and a personal discount from delete_discount, the same code each time', async () => {
    const m = await member();
    const first = await h.request('/api/account-deletion.php', { cookie: m.cookie });
    expect(first.status).toBe(200);
    expect(first.body.privacy).toBe(false);
    expect(first.body.discount).toMatchObject({ percentage: 50, code: expect.stringMatching(/^STAY-/) });
    expect(new Date(first.body.discount.expires_at).getTime()).toBe(clock.getTime() + 7 * 86_400_000);
    const again = await h.request('/api/account-deletion.php', { cookie: m.cookie });
    expect(again.body.discount.code).toBe(first.body.discount.code);
    const [row] = await h.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, first.body.discount.code));
    expect(row).toMatchObject({ userId: m.id, validity: 'once_per_user', valuePercentage: 50 });
    // The code works on the credits page, for this member only.
    const checked = await h.request(
      `/api/discountcode.php?code=${first.body.discount.code.toLowerCase()}&tier=p0`,
      { cookie: m.cookie },
    );
    expect(checked.status).toBe(200);
    const other = await member();
    const foreign = await h.request(`/api/discountcode.php?code=${first.body.discount.code}&tier=p0`, {
      cookie: other.cookie,
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
  });

  it('gives one code when two tabs ask at the same moment', async () => {
    const m = await member();
    const [a, b] = await Promise.all([
      h.request('/api/account-deletion.php', { cookie: m.cookie }),
      h.request('/api/account-deletion.php', { cookie: m.cookie }),
    ]);
    expect(a.body.discount.code).toBe(b.body.discount.code);
    const rows = await h.db.select().from(discountCodes).where(eq(discountCodes.userId, m.id));
    expect(rows.map((r) => r.code)).toEqual([a.body.discount.code]);
  });

  it('needs a session', async () => {
    const res = await h.request('/api/account-deletion.php');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('authentication_required');
  });
});

describe('deleting the account', () => {
  it('refuses bad input with field errors and writes nothing', async () => {
    const m = await member();
    const bad = await deleteAccount(m.cookie, {
      reason: 'bored',
      password: '',
      reason_text: 'x'.repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      reason: 'required',
      password: 'required',
      reason_text: 'too_long',
    });
    const wrong = await deleteAccount(m.cookie, { password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ password: 'current_password_wrong' });
    expect(await account(m.id)).toMatchObject({ status: 'confirmed', deletedAt: null, deletionReason: null });
    expect((await h.request('/api/user.php', { cookie: m.cookie })).body.user.id).toBe(m.id);
    expect(await mailsTo(m.email)).toBe(1);
    expect((await deleteAccount('')).status).toBe(403);
  });

  it('makes the account pending, hides the profile, ends every session and mails the link', async () => {
    const m = await member();
    const other = await h.login(m.email);
    const res = await deleteAccount(m.cookie);
    expect(res.status).toBe(200);
    expect(res.body.reactivate_until).toBe(new Date(clock.getTime() + REACTIVATION_WINDOW_MS).toISOString());
    expect(res.headers.get('set-cookie')).toMatch(/sid=;/);
    expect(await account(m.id)).toMatchObject({
      status: 'pending_deletion',
      deletedAt: clock,
      deletionReason: 'found_partner: Met someone here',
    });
    expect((await profile(m.id)).status).toBe('disabled');
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, m.id))).toEqual([]);
    expect((await h.request('/api/user.php', { cookie: other.cookie })).body.user).toBeNull();
    const login = await h.login(m.email);
    expect(login.status).toBe(409);
    expect(login.body.error.code).toBe('account_pending_deletion');
    const viewer = await h.member('alice@velvet.demo');
    expect((await h.request(`/api/member.php?id=${m.id}`, { cookie: viewer.cookie })).status).toBe(404);

    const mail = (await h.lastMail(m.email))!;
    expect(mail.subject).toMatch(/will be deleted/);
    expect(mail.textBody).toContain('/reactivate?token=');
    const [token] = await h.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, m.id), eq(emailTokens.purpose, 'reactivation')));
    expect(token!.tokenHash).not.toContain(mail.token);
    expect(token!.expiresAt.getTime()).toBe(clock.getTime() + REACTIVATION_WINDOW_MS + 1);
  });
});

describe('signing up again with a pending-deletion address (spec §8)', () => {
  it('answers 409 account_pending_deletion and mails a fresh link at most once an hour', async () => {
    const m = await member();
    await deleteAccount(m.cookie);
    const mailsAfterDeletion = await mailsTo(m.email);
    const again = () =>
      h.request('/api/signup.php', json('POST', signupBody(m.email.toUpperCase(), 'Again')));
    const first = await again();
    expect(first.status).toBe(409);
    expect(first.body.error).toMatchObject({
      code: 'account_pending_deletion',
      fields: { email: 'account_pending_deletion' },
    });
    // The deletion mail went out this hour: no second one yet.
    expect(await mailsTo(m.email)).toBe(mailsAfterDeletion);
    tick(61 * 60_000);
    expect((await again()).status).toBe(409);
    expect(await mailsTo(m.email)).toBe(mailsAfterDeletion + 1);
    expect((await again()).status).toBe(409);
    expect(await mailsTo(m.email)).toBe(mailsAfterDeletion + 1);
    // The fresh link works too, and still only until the deletion's own deadline.
    const fresh = (await h.lastMail(m.email))!;
    const [row] = await h.db
      .select({ expiresAt: emailTokens.expiresAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, m.id), eq(emailTokens.purpose, 'reactivation')))
      .orderBy(emailTokens.id);
    expect(row!.expiresAt.getTime()).toBe(
      (await account(m.id)).deletedAt!.getTime() + REACTIVATION_WINDOW_MS + 1,
    );
    expect((await h.request('/api/reactivation.php', json('POST', { token: fresh.token }))).status).toBe(200);
  });
});

describe('reactivation', () => {
  it('within 14 days: confirmed, visible again with privacy mode kept, logged in; the link works once', async () => {
    const m = await member();
    expect((await h.request('/api/privacy.php', json('PUT', { privacy: true }, m.cookie))).status).toBe(200);
    await deleteAccount(m.cookie);
    const { token } = (await h.lastMail(m.email))!;
    tick(REACTIVATION_WINDOW_MS); // exactly day 14: still allowed (ADR 0107)
    expect((await h.request(`/api/reactivation.php?token=${token}`)).body).toEqual({ valid: true });
    const res = await h.request('/api/reactivation.php', json('POST', { token }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: m.id, status: 'confirmed', profile: { status: 'active' } });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await h.request('/api/user.php', { cookie })).body.user.id).toBe(m.id);
    expect(await account(m.id)).toMatchObject({ status: 'confirmed', deletedAt: null, deletionReason: null });
    expect(await profile(m.id)).toMatchObject({ status: 'active', searchable: false });
    expect((await h.request('/api/privacy.php', { cookie })).body.privacy).toBe(true);
    const used = await h.request('/api/reactivation.php', json('POST', { token }));
    expect(used.status).toBe(410);
    expect(used.body.error.code).toBe('reactivation_link_invalid');
    expect((await h.request(`/api/reactivation.php?token=${token}`)).body).toEqual({ valid: false });
  });

  it('one millisecond after day 14 the link no longer works', async () => {
    const m = await member();
    await deleteAccount(m.cookie);
    const { token } = (await h.lastMail(m.email))!;
    tick(REACTIVATION_WINDOW_MS + 1);
    const res = await h.request('/api/reactivation.php', json('POST', { token }));
    expect(res.status).toBe(410);
    expect((await account(m.id)).status).toBe('pending_deletion');
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await h.request('/api/reactivation.php', json('POST', { token: 'nope' }))).status).toBe(410);
    const bad = await h.request('/api/reactivation.php', json('POST', { token: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ token: 'required' });
  });
});

describe('privacy mode', () => {
  it('hides the member from others but not from the members they chat with; chatting goes on', async () => {
    const bob = await h.member('bob@velvet.demo');
    const alice = await h.member('alice@velvet.demo');
    const carol = await member();
    expect(
      (
        await h.request(
          '/api/message.php',
          json('POST', { profile: alice.id, text: 'Hello Alice' }, bob.cookie),
        )
      ).status,
    ).toBe(201);
    const on = await h.request('/api/privacy.php', json('PUT', { privacy: true }, alice.cookie));
    expect(on.body).toEqual({ privacy: true });
    expect((await profile(alice.id)).searchable).toBe(false);
    expect((await h.request('/api/privacy.php', { cookie: alice.cookie })).body.privacy).toBe(true);
    expect((await h.request(`/api/member.php?id=${alice.id}`, { cookie: carol.cookie })).status).toBe(404);
    expect((await h.request(`/api/member.php?id=${alice.id}`, { cookie: bob.cookie })).status).toBe(200);
    const search = await h.request('/api/members.php?gender=female', { cookie: carol.cookie });
    expect(search.body.members.map((x: { id: number }) => x.id)).not.toContain(alice.id);
    const reply = await h.request(
      '/api/message.php',
      json('POST', { profile: bob.id, text: 'Hi Bob' }, alice.cookie),
    );
    expect(reply.status).toBe(201);
    expect(
      (
        await h.request(
          '/api/message.php',
          json('POST', { profile: alice.id, text: 'Still here' }, bob.cookie),
        )
      ).status,
    ).toBe(201);
    await h.request('/api/privacy.php', json('PUT', { privacy: false }, alice.cookie));
    expect((await h.request(`/api/member.php?id=${alice.id}`, { cookie: carol.cookie })).status).toBe(200);
  });

  it('refuses bad input and visitors', async () => {
    const alice = await h.member('alice@velvet.demo');
    const bad = await h.request('/api/privacy.php', json('PUT', { privacy: 'yes' }, alice.cookie));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('privacy');
    expect((await h.request('/api/privacy.php', json('PUT', { privacy: true }))).status).toBe(403);
    expect((await h.request('/api/privacy.php')).status).toBe(403);
  });
});
