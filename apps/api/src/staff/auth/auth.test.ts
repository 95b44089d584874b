/** The console login (issue 18, ADR 0054): password, TOTP, rotation, timeouts, refusals. */
import { staff, staffSessions } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { createHarness, PASSWORD, STAFF_SECRET_KEY } from '../../test/harness.ts';
import { CONSOLE_ORIGIN } from '../../test/staff.ts';
import { encryptTotpSecret, totpCodeAt } from '../totp.ts';

const MINUTE = 60_000;
let time = new Date('2026-03-02T09:00:00Z').getTime();
const now = () => new Date(time);
const cookieOf = (res: { headers: Headers }) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('the console login', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let hash: string;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness({ members: 2, now });
    hash = await hashPassword(PASSWORD);
  });
  afterAll(() => h.close());

  async function newStaff(extra: Partial<typeof staff.$inferInsert> = {}) {
    n += 1;
    const email = `agent${n}@console.test`;
    const [row] = await h.db
      .insert(staff)
      .values({
        email,
        emailNormalized: email,
        name: `Agent ${n}`,
        role: 'operator',
        passwordHash: hash,
        ...extra,
      })
      .returning({ id: staff.id });
    return { id: Number(row!.id), email };
  }

  const post = (path: string, body: unknown, cookie?: string) =>
    h.request(`/staff-api${path}`, {
      origin: CONSOLE_ORIGIN,
      method: 'POST',
      body: JSON.stringify(body),
      cookie,
    });
  const me = (cookie: string) => h.request('/staff-api/me', { origin: CONSOLE_ORIGIN, cookie });

  /** Password then code: the full session's cookie and the secret shown at enrolment. */
  async function logIn(email: string, secret?: string) {
    const first = await post('/login', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    const pending = cookieOf(first);
    const base32 = secret ?? first.body.enrolment.secret;
    const second = await post('/login/totp', { code: totpCodeAt(base32, now()) }, pending);
    expect(second.status).toBe(200);
    return { pending, cookie: cookieOf(second), secret: base32 as string, body: second.body };
  }

  it('shows the QR code on first login, then signs in with the code in a new session (rotation)', async () => {
    const { email } = await newStaff();
    const first = await post('/login', { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.enrolment.qrSvg).toContain('<svg');
    expect(first.body.enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const pending = cookieOf(first);
    // The password alone opens nothing.
    expect((await me(pending)).status).toBe(401);
    const second = await post(
      '/login/totp',
      { code: totpCodeAt(first.body.enrolment.secret, now()) },
      pending,
    );
    expect(second.status).toBe(200);
    expect(second.body.staff).toMatchObject({ email, role: 'operator', language: 'en' });
    const full = cookieOf(second);
    expect(full).not.toBe(pending);
    expect((await me(full)).status).toBe(200);
    expect((await me(pending)).status).toBe(401);
  });

  it('asks only for the code once the authenticator is confirmed', async () => {
    const { email } = await newStaff();
    const { secret } = await logIn(email);
    time += MINUTE;
    const again = await post('/login', { email, password: PASSWORD });
    expect(again.body).toEqual({ stage: 'totp', enrolment: null });
    const second = await post('/login/totp', { code: totpCodeAt(secret, now()) }, cookieOf(again));
    expect(second.status).toBe(200);
  });

  it('stores the TOTP secret encrypted', async () => {
    const { id, email } = await newStaff();
    const { secret } = await logIn(email);
    const [row] = await h.db.select({ s: staff.totpSecret }).from(staff).where(eq(staff.id, id));
    expect(row!.s).toMatch(/^v1\./);
    expect(row!.s).not.toContain(secret);
  });

  it('never accepts the same code twice', async () => {
    const { email } = await newStaff();
    const { secret } = await logIn(email);
    const again = await post('/login', { email, password: PASSWORD });
    const reuse = await post('/login/totp', { code: totpCodeAt(secret, now()) }, cookieOf(again));
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toMatchObject({ code: 'staff_totp_invalid', fields: { code: 'invalid_code' } });
  });

  it('refuses a wrong code and a code from two steps ago', async () => {
    const { email } = await newStaff();
    const first = await post('/login', { email, password: PASSWORD });
    const pending = cookieOf(first);
    const old = totpCodeAt(first.body.enrolment.secret, new Date(time - 2 * 30_000));
    expect((await post('/login/totp', { code: old }, pending)).body.error.code).toBe('staff_totp_invalid');
    expect((await me(pending)).status).toBe(401);
  });

  it('gives the same 401 for a wrong password, an unknown address and a disabled account', async () => {
    const { email } = await newStaff();
    const disabled = await newStaff({ disabledAt: now() });
    const answers = await Promise.all([
      post('/login', { email, password: 'wrong-password-1' }),
      post('/login', { email: 'nobody@console.test', password: PASSWORD }),
      post('/login', { email: disabled.email, password: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('staff_login_failed');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers bad input with field errors', async () => {
    const res = await post('/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ email: 'required', password: 'required' });
    const { email } = await newStaff();
    const first = await post('/login', { email, password: PASSWORD });
    const code = await post('/login/totp', { code: '12ab' }, cookieOf(first));
    expect(code.status).toBe(400);
    expect(code.body.error.fields).toMatchObject({ code: 'invalid_code' });
  });

  it('signs out after 30 idle minutes', async () => {
    const { email } = await newStaff();
    const { cookie } = await logIn(email);
    time += 29 * MINUTE;
    expect((await me(cookie)).status).toBe(200);
    time += 31 * MINUTE;
    expect((await me(cookie)).status).toBe(401);
  });

  it('signs out 12 hours after login however busy', async () => {
    const { email } = await newStaff();
    const { cookie } = await logIn(email);
    for (let i = 0; i < 35; i++) {
      time += 20 * MINUTE;
      expect((await me(cookie)).status).toBe(200);
    }
    time += 20 * MINUTE;
    expect((await me(cookie)).status).toBe(401);
  });

  it('records the login in the audit log and the last login time', async () => {
    const { id, email } = await newStaff();
    await logIn(email);
    const [row] = await h.db.select({ at: staff.lastLoginAt }).from(staff).where(eq(staff.id, id));
    expect(row!.at?.getTime()).toBe(time);
    const admin = await newStaff({ role: 'admin', totpConfirmedAt: now() });
    const { cookie } = await logIn(admin.email, undefined);
    const audit = await h.request(`/staff-api/audit?action=staff.login&staff_id=${id}`, {
      origin: CONSOLE_ORIGIN,
      cookie,
    });
    expect(audit.status).toBe(200);
    expect(audit.body.rows).toHaveLength(1);
    expect(audit.body.rows[0]).toMatchObject({ action: 'staff.login', staff_id: id, target_id: String(id) });
  });

  it("refuses a member's session cookie", async () => {
    const member = await h.member('alice@velvet.demo');
    expect((await me(member.cookie)).status).toBe(401);
    const renamed = member.cookie.replace(/^[^=]+=/, 'staff_sid=');
    expect((await me(renamed)).status).toBe(401);
  });

  it('signs out on logout', async () => {
    const { id, email } = await newStaff();
    const { cookie } = await logIn(email);
    expect((await post('/logout', {}, cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect(await h.db.select().from(staffSessions).where(eq(staffSessions.staffId, id))).toHaveLength(0);
  });

  it('starts a new enrolment when the stored secret cannot be opened with the key', async () => {
    const { email } = await newStaff({
      totpSecret: encryptTotpSecret(`${STAFF_SECRET_KEY}-other`, 'JBSWY3DPEHPK3PXP'),
    });
    const first = await post('/login', { email, password: PASSWORD });
    expect(first.body.enrolment.secret).not.toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('the console login limits', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  beforeAll(async () => {
    h = await createHarness({ members: 2, realRateLimits: true });
  });
  afterAll(() => h.close());

  it('refuses an address after 5 wrong passwords, even with the right one (429)', async () => {
    const email = 'limited@console.test';
    await h.db.insert(staff).values({
      email,
      emailNormalized: email,
      name: 'Limited',
      role: 'support',
      passwordHash: await hashPassword(PASSWORD),
    });
    const post = (password: string) =>
      h.request('/staff-api/login', {
        origin: CONSOLE_ORIGIN,
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < 5; i++) expect((await post(`wrong-${i}`)).status).toBe(401);
    const blocked = await post(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
