/**
 * The back office's members (issue 19 point 1): search and CSV, the member page and ledger, and
 * every action with its audit row, its effect on the member side, its refusals and role checks.
 */
import {
  auditLog,
  bannedSessions,
  creditLedger,
  memberBans,
  profiles,
  sessions,
  users,
} from '@dating/db/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PASSWORD, createHarness } from '../../test/harness.ts';
import { listenTo } from '../../test/live.ts';
import { CONSOLE_ORIGIN, staffCaller, staffOfEveryRole } from '../../test/staff.ts';

let h: Harness;
let admin: { id: number; cookie: string };
let support: { id: number; cookie: string };
let operator: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 12 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);
const post = (path: string, cookie: string, body: unknown = {}) =>
  staff(path, cookie, { method: 'POST', body });

let n = 0;
/** A fresh member through the real signup (their own cookie, not confirmed, with tracking). */
async function newMember(tracking: Record<string, string> = { network: 'affnet', ref: 'r42', sub1: 's1' }) {
  n += 1;
  const email = `bo-member-${n}-${Date.now()}@example.org`;
  const res = await h.request('/api/signup.php', {
    method: 'POST',
    body: JSON.stringify({
      email,
      name: `Member${n}`,
      date_of_birth: '1990-04-12',
      password: PASSWORD,
      gender: 'male',
      looking_for: 'female',
      terms: true,
      tracking,
    }),
  });
  expect(res.status).toBe(201);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id: Number(res.body.user.id), email, cookie };
}

const confirm = async (id: number) => {
  await h.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, id));
  await h.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, id));
};
const audits = async (action: string, target: number) =>
  h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(target))))
    .orderBy(desc(auditLog.id));
const auditTotal = async () => Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n);
const account = async (id: number) => (await h.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('roles', () => {
  it('lets admin and support in, and refuses operators (403) and visitors (401)', async () => {
    const m = await newMember();
    expect((await staff('/members', admin.cookie)).status).toBe(200);
    expect((await staff('/members', support.cookie)).status).toBe(200);
    for (const [path, body] of [
      ['/members', undefined],
      [`/members/${m.id}`, undefined],
      [`/members/${m.id}/ledger`, undefined],
      [`/members/${m.id}/export`, undefined],
      ['/members/export.csv', undefined],
      [`/members/${m.id}/ban`, { reason: 'spam messages' }],
      [`/members/${m.id}/unban`, { reason: 'my mistake' }],
      [`/members/${m.id}/credits`, { delta: 5, reason: 'goodwill' }],
      [`/members/${m.id}/activation-mail`, {}],
      [`/members/${m.id}/erase`, { reason: 'asked by mail', confirm_id: m.id }],
    ] as const) {
      const before = await auditTotal();
      const res = body ? await post(path, operator.cookie, body) : await staff(path, operator.cookie);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe('staff_role_forbidden');
      const visitor = await h.request(`/staff-api${path}`, {
        origin: CONSOLE_ORIGIN,
        method: body ? 'POST' : 'GET',
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(visitor.status).toBe(401);
      expect(await auditTotal()).toBe(before);
    }
    expect((await account(m.id)).credits).toBe(0);
  });
});

describe('search', () => {
  it('finds a member by e-mail, id, name, brand, status and traffic source, and pages by keyset', async () => {
    const m = await newMember({ network: 'searchnet', ref: 'ref-x' });
    const byEmail = await staff(`/members?q=${encodeURIComponent(m.email)}`, support.cookie);
    expect(byEmail.body.members.map((r: { id: number }) => r.id)).toEqual([m.id]);
    expect(byEmail.body.members[0]).toMatchObject({
      email: m.email,
      brand: 'velvet',
      status: 'unactivated',
      network: 'searchnet',
      ref: 'ref-x',
    });
    expect((await staff(`/members?q=${m.id}`, support.cookie)).body.members[0].id).toBe(m.id);
    const byName = await staff(`/members?q=member${n}`, support.cookie);
    expect(byName.body.members.map((r: { id: number }) => r.id)).toContain(m.id);
    const bySource = await staff(
      '/members?network=searchnet&status=unactivated&brand=velvet',
      support.cookie,
    );
    expect(bySource.body.members.map((r: { id: number }) => r.id)).toEqual([m.id]);
    expect((await staff('/members?network=searchnet&status=active', support.cookie)).body.members).toEqual(
      [],
    );
    expect((await staff('/members?brand=herflame&network=searchnet', support.cookie)).body.members).toEqual(
      [],
    );

    const first = await staff('/members', support.cookie);
    expect(first.body.members.length).toBeLessThanOrEqual(50);
    const all = await staff('/members?status=active', support.cookie);
    const ids: number[] = all.body.members.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Personas' member rows are not members here.
    expect(all.body.members.every((r: { email: string }) => !r.email.endsWith('.invalid'))).toBe(true);
  });

  it('pages with the cursor: the next page starts below the last id', async () => {
    const page = await staff('/members', support.cookie);
    const last = page.body.members.at(-1).id as number;
    const next = await staff(`/members?before=${last}`, support.cookie);
    expect(next.status).toBe(200);
    for (const r of next.body.members as { id: number }[]) expect(r.id).toBeLessThan(last);
  });

  it('refuses bad filters with field errors', async () => {
    const res = await staff('/members?status=gone&before=-1&brand=Velvet!', support.cookie);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['before', 'brand', 'status']);
    expect((await staff(`/members?q=${'a'.repeat(300)}`, support.cookie)).status).toBe(400);
    expect((await staff('/members?q=%00x', support.cookie)).status).toBe(400);
  });

  it('exports the result as CSV, formulas defused', async () => {
    const m = await newMember({ network: 'csvnet', ref: '=cmd()' });
    const res = await h.api.fetch(
      new Request(`${CONSOLE_ORIGIN}/staff-api/members/export.csv?network=csvnet`, {
        headers: { cookie: support.cookie },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,brand,email,name,status,credits,premium,signup_date,network,ref');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${m.id},velvet,${m.email}`);
    expect(lines[1]).toContain(`,csvnet,"'=cmd()"`);
  });
});

describe('the member page', () => {
  it('shows profile, status, credits, tracking, sessions and an empty ledger', async () => {
    const m = await newMember({ network: 'pagenet', ref: 'p1', sub1: 'a', sub2: 'b', sub3: 'c' });
    const res = await staff(`/members/${m.id}`, support.cookie);
    expect(res.status).toBe(200);
    const d = res.body.member;
    expect(d).toMatchObject({ id: m.id, email: m.email, status: 'unactivated', credits: 0, ban: null });
    expect(d.profile.name).toBe(`Member${n}`);
    expect(d.tracking).toEqual({
      network: 'pagenet',
      ref: 'p1',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
      last_touch: null,
    });
    expect(d.sessions).toHaveLength(1);
    expect(d.conversations).toBe(0);
    expect(d.payments).toEqual([]);
    expect((await staff(`/members/${m.id}/ledger`, support.cookie)).body).toEqual({
      rows: [],
      next_before: null,
    });
  });

  it('keeps the last traffic source the member came back with: at login, then on a page with tracking', async () => {
    const m = await newMember({ network: 'firstnet', ref: 'f1' });
    await confirm(m.id);
    const lastTouch = async () => (await staff(`/members/${m.id}`, support.cookie)).body.member.tracking;
    // A page without tracking changes nothing.
    await h.request('/api/page-shell.php', { cookie: m.cookie });
    expect((await lastTouch()).last_touch).toBeNull();

    const login = await h.request('/api/user.php', {
      method: 'POST',
      body: JSON.stringify({
        email: m.email,
        password: PASSWORD,
        tracking: { network: 'backnet', sub2: 'mail7' },
      }),
    });
    expect(login.status).toBe(200);
    // A control character in the tracking is bad input: 400, nothing kept.
    const bad = await h.request('/api/user.php', {
      method: 'POST',
      body: JSON.stringify({ email: m.email, password: PASSWORD, tracking: { network: 'x\u0000' } }),
    });
    expect(bad.status).toBe(400);
    const afterLogin = await lastTouch();
    expect(afterLogin).toMatchObject({
      network: 'firstnet',
      ref: 'f1',
      last_touch: { network: 'backnet', ref: null, sub1: null, sub2: 'mail7', sub3: null },
    });
    expect(Date.parse(afterLogin.last_touch.at)).not.toBeNaN();

    // Signed in, a page opened through another link (anything but tracking in the query is ignored).
    const page = await h.request('/api/page-shell.php?network=retarget&ref=r9&page=3', { cookie: m.cookie });
    expect(page.status).toBe(200);
    expect((await lastTouch()).last_touch).toMatchObject({ network: 'retarget', ref: 'r9', sub2: null });
    // The first touch stays the signup's.
    expect((await lastTouch()).network).toBe('firstnet');
  });

  it('is a 404 for an unknown id or a persona row, and a 400 for a bad id', async () => {
    expect((await staff('/members/99999999', support.cookie)).body.error.code).toBe('member_not_found');
    expect((await staff('/members/abc', support.cookie)).status).toBe(400);
  });
});

describe('ban and unban', () => {
  it('logs the member out everywhere, ends their stream, refuses login and signup; unban restores login', async () => {
    const m = await newMember();
    await confirm(m.id);
    const second = await h.login(m.email);
    const stream = await listenTo(h.events, m.id);

    const res = await post(`/members/${m.id}/ban`, support.cookie, { reason: 'Asked members for money' });
    expect(res.status).toBe(200);
    expect(res.body.member.status).toBe('banned');
    expect(res.body.member.ban.reason).toBe('Asked members for money');
    // Its open page loses the stream (without a reconnection hint: the session is gone).
    expect(stream.ended).toEqual([undefined]);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, m.id))).toEqual([]);
    expect((await h.db.select().from(bannedSessions)).length).toBeGreaterThanOrEqual(2);
    const [profile] = await h.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile!.status).toBe('disabled');
    const [audit] = await audits('member.ban', m.id);
    expect(audit).toMatchObject({ staffId: support.id, targetType: 'member' });
    expect(audit!.after).toMatchObject({
      banned: true,
      reason: 'Asked members for money',
      sessions_ended: 2,
    });

    // Both old cookies now say "banned", so the site shows the ban page.
    for (const cookie of [m.cookie, second.cookie]) {
      const page = await h.request('/api/notifications.php', { cookie });
      expect(page.status).toBe(403);
      expect(page.body.error.code).toBe('account_banned');
    }
    const shell = await h.request('/api/page-shell.php', { cookie: m.cookie });
    expect(shell.body).toMatchObject({ user: null, banned: true });
    const login = await h.login(m.email);
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('account_banned');
    // A wrong password still says only that the login failed.
    expect((await h.login(m.email, 'wrong-password-1')).body.error.code).toBe('login_failed');
    const again = await h.request('/api/signup.php', {
      method: 'POST',
      body: JSON.stringify({
        email: m.email.toUpperCase(),
        name: 'Again',
        date_of_birth: '1990-04-12',
        password: PASSWORD,
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ code: 'account_banned', fields: { email: 'account_banned' } });
    // The same address is free on another brand.
    const elsewhere = await h.request('/api/signup.php', {
      method: 'POST',
      origin: 'http://herflame.localhost',
      body: JSON.stringify({
        email: m.email,
        name: 'Elsewhere',
        date_of_birth: '1990-04-12',
        password: PASSWORD,
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    });
    expect(elsewhere.status).toBe(201);

    const twice = await post(`/members/${m.id}/ban`, admin.cookie, { reason: 'Again and again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('member_already_banned');

    const unban = await post(`/members/${m.id}/unban`, admin.cookie, { reason: 'Objection upheld' });
    expect(unban.status).toBe(200);
    expect(unban.body.member.status).toBe('active');
    expect(unban.body.member.profile.shown).toBe(true);
    const [lifted] = await audits('member.unban', m.id);
    expect(lifted).toMatchObject({ staffId: admin.id });
    expect(lifted!.before).toMatchObject({ reason: 'Asked members for money' });
    expect((await h.login(m.email)).status).toBe(200);
    // The old cookie is now just an ended session.
    expect((await h.request('/api/page-shell.php', { cookie: m.cookie })).body.banned).toBeUndefined();
    expect((await h.request('/api/notifications.php', { cookie: m.cookie })).body.error.code).toBe(
      'authentication_required',
    );
    const notBanned = await post(`/members/${m.id}/unban`, admin.cookie, { reason: 'Once more' });
    expect(notBanned.body.error.code).toBe('member_not_banned');
  });

  it('refuses a reason that is missing or too long, writing nothing', async () => {
    const m = await newMember();
    const before = await auditTotal();
    const empty = await post(`/members/${m.id}/ban`, support.cookie, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ reason: 'too_short' });
    const long = await post(`/members/${m.id}/ban`, support.cookie, { reason: 'x'.repeat(501) });
    expect(long.body.error.fields).toEqual({ reason: 'too_long' });
    expect((await post(`/members/${m.id}/ban`, support.cookie, {})).status).toBe(400);
    expect(await auditTotal()).toBe(before);
    expect(await h.db.select().from(memberBans).where(eq(memberBans.userId, m.id))).toEqual([]);
    expect((await post('/members/99999999/ban', support.cookie, { reason: 'nobody' })).status).toBe(404);
  });
});

describe('credits', () => {
  it('gives and takes credits through the ledger with an audit row, never below zero', async () => {
    const m = await newMember();
    const give = await post(`/members/${m.id}/credits`, support.cookie, {
      delta: 25,
      reason: 'Goodwill gesture',
    });
    expect(give.status).toBe(200);
    expect(give.body.balance).toBe(25);
    expect(give.body.member.credits).toBe(25);
    const take = await post(`/members/${m.id}/credits`, admin.cookie, { delta: -10, reason: 'Double grant' });
    expect(take.body.balance).toBe(15);
    const ledger = await staff(`/members/${m.id}/ledger`, support.cookie);
    expect(
      ledger.body.rows.map((r: { delta: number; balance_after: number; reason: string }) => [
        r.delta,
        r.balance_after,
        r.reason,
      ]),
    ).toEqual([
      [-10, 15, 'staff'],
      [25, 25, 'staff'],
    ]);
    const [audit] = await audits('member.credits', m.id);
    expect(audit!.before).toEqual({ credits: 25 });
    expect(audit!.after).toEqual({ credits: 15, delta: -10, reason: 'Double grant' });

    const before = await auditTotal();
    const below = await post(`/members/${m.id}/credits`, support.cookie, { delta: -16, reason: 'Too much' });
    expect(below.status).toBe(400);
    expect(below.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { delta: 'credits_below_zero' },
    });
    for (const delta of [0, 1.5, 'many', 1_000_001]) {
      const bad = await post(`/members/${m.id}/credits`, support.cookie, { delta, reason: 'Typo' });
      expect(bad.status, String(delta)).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual(['delta']);
    }
    expect(await auditTotal()).toBe(before);
    expect((await account(m.id)).credits).toBe(15);
    const rows = await h.db.select().from(creditLedger).where(eq(creditLedger.userId, m.id));
    expect(rows).toHaveLength(2);
  });
});

describe('activation mail', () => {
  it('sends the activation mail again through the member’s own command, audited; refuses a confirmed member', async () => {
    const m = await newMember();
    const mailsBefore = h.sentMails.filter((mail) => mail.to === m.email).length;
    const res = await post(`/members/${m.id}/activation-mail`, support.cookie);
    expect(res.status).toBe(200);
    expect(h.sentMails.filter((mail) => mail.to === m.email)).toHaveLength(mailsBefore + 1);
    expect((await h.lastMail(m.email))?.textBody).toContain('/activate?token=');
    expect(await audits('member.activation_mail', m.id)).toHaveLength(1);
    await confirm(m.id);
    const confirmed = await post(`/members/${m.id}/activation-mail`, support.cookie);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error.code).toBe('member_already_confirmed');
    expect(await audits('member.activation_mail', m.id)).toHaveLength(1);
  });
});

describe('data export', () => {
  it('hands staff the member’s own ZIP, audited', async () => {
    const m = await newMember();
    const res = await h.api.fetch(
      new Request(`${CONSOLE_ORIGIN}/staff-api/members/${m.id}/export`, {
        headers: { cookie: support.cookie },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    expect(await audits('member.export', m.id)).toHaveLength(1);
  });
});

describe('erasure', () => {
  it('erases the member at once after the id is confirmed, audited; the ban on the address stays', async () => {
    const m = await newMember();
    await confirm(m.id);
    await post(`/members/${m.id}/credits`, support.cookie, { delta: 7, reason: 'Before erasure' });
    await post(`/members/${m.id}/ban`, support.cookie, { reason: 'Fraudulent payments' });
    const wrong = await post(`/members/${m.id}/erase`, support.cookie, {
      reason: 'Asked by mail',
      confirm_id: m.id + 1,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ confirm_id: 'invalid' });
    expect((await account(m.id)).email).toBe(m.email);

    const res = await post(`/members/${m.id}/erase`, support.cookie, {
      reason: 'Asked by mail',
      confirm_id: m.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.member.status).toBe('erased');
    expect(res.body.member.profile).toBeNull();
    const stub = await account(m.id);
    expect(stub.email).toBe(`erased-${m.id}@erased.invalid`);
    expect(stub.credits).toBe(0);
    expect(await h.db.select().from(creditLedger).where(eq(creditLedger.userId, m.id))).toEqual([]);
    const [audit] = await audits('member.erase', m.id);
    expect(audit!.after).toEqual({ erased: true, reason: 'Asked by mail' });
    // The address stays refused on the brand: only its hash was kept.
    const again = await h.request('/api/signup.php', {
      method: 'POST',
      body: JSON.stringify({
        email: m.email,
        name: 'Returner',
        date_of_birth: '1990-04-12',
        password: PASSWORD,
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    });
    expect(again.body.error?.code).toBe('account_banned');
    const twice = await post(`/members/${m.id}/erase`, support.cookie, { reason: 'Again', confirm_id: m.id });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('member_erased');
    expect((await staff(`/members?status=erased&q=${m.id}`, support.cookie)).body.members).toHaveLength(1);
  });
});
