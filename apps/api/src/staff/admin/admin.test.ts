/** Staff management and the audit log (issue 18): roles, invitations, disabling, audit rows. */
import { auditLog, staff, staffSessions } from '@dating/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.ts';
import { CONSOLE_ORIGIN, staffWithSession } from '../../test/staff.ts';
import { totpCodeAt } from '../totp.ts';

const cookieOf = (res: { headers: Headers }) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('staff management', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let admin: Awaited<ReturnType<typeof staffWithSession>>;
  let operator: Awaited<ReturnType<typeof staffWithSession>>;

  beforeAll(async () => {
    h = await createHarness({ members: 2 });
    admin = await staffWithSession(h.db, 'admin');
    operator = await staffWithSession(h.db, 'operator');
  });
  afterAll(() => h.close());

  const call = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    h.request(`/staff-api${path}`, {
      origin: CONSOLE_ORIGIN,
      method,
      cookie,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const auditCount = async () => (await h.db.select({ n: count() }).from(auditLog))[0]!.n;

  it('keeps operators and support out of staff and audit (403)', async () => {
    const support = await staffWithSession(h.db, 'support');
    for (const who of [operator, support]) {
      expect((await call('GET', '/staff', who.cookie)).status).toBe(403);
      expect((await call('GET', '/audit', who.cookie)).status).toBe(403);
      const invite = await call('POST', '/staff', who.cookie, {
        email: 'x@console.test',
        name: 'X',
        role: 'admin',
      });
      expect(invite.status).toBe(403);
      expect(invite.body.error.code).toBe('staff_role_forbidden');
      expect((await call('POST', `/staff/${admin.id}/disable`, who.cookie)).status).toBe(403);
    }
    expect((await call('GET', '/staff', undefined)).status).toBe(401);
  });

  it('lists the staff for admins', async () => {
    const res = await call('GET', '/staff', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: operator.id, role: 'operator', status: 'active' }),
      ]),
    );
  });

  it('invites by e-mail; the invitee sets a password, enrols the authenticator and signs in', async () => {
    const before = await auditCount();
    const res = await call('POST', '/staff', admin.cookie, {
      email: 'Nina@Console.test',
      name: 'Nina',
      role: 'support',
    });
    expect(res.status).toBe(201);
    expect(res.body.staff).toMatchObject({ name: 'Nina', role: 'support', status: 'invited' });
    const mail = h.sentMails.find((m) => m.to === 'Nina@Console.test')!;
    const link = /https:\/\/console\.[\w.-]+\/invite\/([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(await auditCount()).toBe(before + 1);

    const info = await call('GET', `/invites/${token}`, undefined);
    expect(info.body).toEqual({ name: 'Nina', email: 'Nina@Console.test' });
    const short = await call('POST', '/invites/accept', undefined, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ password: 'too_short' });

    const accepted = await call('POST', '/invites/accept', undefined, {
      token,
      password: 'a-long-staff-password',
    });
    expect(accepted.status).toBe(200);
    const state = await call('GET', '/login', cookieOf(accepted));
    expect(state.body.enrolment.secret).toMatch(/^[A-Z2-7]+$/);
    const signedIn = await call('POST', '/login/totp', cookieOf(accepted), {
      code: totpCodeAt(state.body.enrolment.secret, new Date()),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.staff).toMatchObject({ name: 'Nina', role: 'support' });

    // The link works once.
    expect((await call('GET', `/invites/${token}`, undefined)).status).toBe(410);
    const again = await call('POST', '/invites/accept', undefined, {
      token,
      password: 'a-long-staff-password',
    });
    expect(again.body.error.code).toBe('staff_invite_invalid');
    // And a password login works from now on.
    const login = await call('POST', '/login', undefined, {
      email: 'nina@console.test',
      password: 'a-long-staff-password',
    });
    expect(login.status).toBe(200);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const staffBefore = (await h.db.select({ n: count() }).from(staff))[0]!.n;
    const auditBefore = await auditCount();
    const res = await call('POST', '/staff', admin.cookie, {
      email: 'not-an-address',
      name: '',
      role: 'boss',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'name', 'role']);
    const role = await call('PUT', `/staff/${operator.id}/role`, admin.cookie, { role: 'owner' });
    expect(role.status).toBe(400);
    expect((await call('POST', '/staff/abc/disable', admin.cookie)).status).toBe(400);
    expect((await call('GET', '/audit?from=yesterday', admin.cookie)).status).toBe(400);
    expect((await h.db.select({ n: count() }).from(staff))[0]!.n).toBe(staffBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses a second invitation to the same address', async () => {
    await call('POST', '/staff', admin.cookie, {
      email: 'twice@console.test',
      name: 'Twice',
      role: 'operator',
    });
    const res = await call('POST', '/staff', admin.cookie, {
      email: 'TWICE@console.test',
      name: 'Again',
      role: 'admin',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'staff_email_taken', fields: { email: 'taken' } });
  });

  it('changes a role, disables (ending every session) and enables, each with its audit row', async () => {
    const target = await staffWithSession(h.db, 'operator');
    const role = await call('PUT', `/staff/${target.id}/role`, admin.cookie, { role: 'support' });
    expect(role.body.staff).toMatchObject({ role: 'support' });
    const target2 = await staffWithSession(h.db, 'operator');
    expect((await call('GET', '/me', target2.cookie)).status).toBe(200);
    const disabled = await call('POST', `/staff/${target2.id}/disable`, admin.cookie);
    expect(disabled.body.staff.status).toBe('disabled');
    expect((await call('GET', '/me', target2.cookie)).status).toBe(401);
    expect(await h.db.select().from(staffSessions).where(eq(staffSessions.staffId, target2.id))).toHaveLength(
      0,
    );
    const enabled = await call('POST', `/staff/${target2.id}/enable`, admin.cookie);
    expect(enabled.body.staff.status).toBe('active');

    const audit = await call('GET', `/audit?staff_id=${admin.id}`, admin.cookie);
    const byAction = Object.fromEntries(audit.body.rows.map((r: { action: string }) => [r.action, r]));
    expect(byAction['staff.role']).toMatchObject({
      target_id: String(target.id),
      before: { role: 'operator' },
      after: { role: 'support' },
    });
    expect(byAction['staff.disable']).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(byAction['staff.enable']).toMatchObject({
      before: { disabled: true },
      after: { disabled: false },
    });
    const filtered = await call('GET', '/audit?action=staff.disable', admin.cookie);
    expect(filtered.body.rows.every((r: { action: string }) => r.action === 'staff.disable')).toBe(true);
    expect(filtered.body.actions).toEqual(
      expect.arrayContaining(['staff.disable', 'staff.invite', 'staff.role']),
    );
  });

  it('resets the TOTP enrolment: sessions end and the next login shows a new QR code', async () => {
    const target = await staffWithSession(h.db, 'operator');
    const res = await call('POST', `/staff/${target.id}/reset-totp`, admin.cookie);
    expect(res.status).toBe(200);
    expect((await call('GET', '/me', target.cookie)).status).toBe(401);
    const [row] = await h.db.select().from(staff).where(eq(staff.id, target.id));
    expect(row!.totpSecret).toBeNull();
    expect(row!.totpConfirmedAt).toBeNull();
  });

  it('does not let an admin disable or demote themselves', async () => {
    const disable = await call('POST', `/staff/${admin.id}/disable`, admin.cookie);
    expect(disable.status).toBe(409);
    expect(disable.body.error.code).toBe('staff_self_change');
    const demote = await call('PUT', `/staff/${admin.id}/role`, admin.cookie, { role: 'operator' });
    expect(demote.body.error.code).toBe('staff_self_change');
    expect((await call('GET', '/me', admin.cookie)).body.staff.role).toBe('admin');
  });

  it('pages the audit log by keyset, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      const t = await staffWithSession(h.db, 'operator');
      await call('POST', `/staff/${t.id}/disable`, admin.cookie);
    }
    const all = await call('GET', '/audit', admin.cookie);
    const ids = all.body.rows.map((r: { id: number }) => r.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    const older = await call('GET', `/audit?before=${ids[1]}`, admin.cookie);
    expect(older.body.rows[0].id).toBe(ids[2]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call('GET', `/audit?from=${today}&to=${today}`, admin.cookie);
    expect(dated.body.rows.length).toBe(ids.length);
    const none = await call('GET', '/audit?to=2001-01-01', admin.cookie);
    expect(none.body.rows).toEqual([]);
  });

  it('exports the filtered audit log as CSV, before and after as JSON; admins only', async () => {
    const t = await staffWithSession(h.db, 'operator');
    await call('POST', `/staff/${t.id}/disable`, admin.cookie);
    const page = await call('GET', '/audit?action=staff.disable', admin.cookie);
    const csv = await call('GET', '/audit.csv?action=staff.disable', admin.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,staff_id,staff_name,action,target_type,target_id,before,after,ip');
    expect(lines).toHaveLength(page.body.rows.length + 1);
    expect(lines[1]).toMatch(new RegExp(`^${page.body.rows[0].id},`));
    expect(lines[1]).toContain(',staff.disable,staff,');
    expect(lines[1]).toContain('""disabled"":true}"');
    expect((await call('GET', '/audit.csv', operator.cookie)).status).toBe(403);
    expect((await call('GET', '/audit.csv?from=yesterday', admin.cookie)).status).toBe(400);
    expect((await call('GET', '/audit.csv?action=%00x', admin.cookie)).status).toBe(400);
  });

  it('is not there on a brand host', async () => {
    expect((await h.request('/staff-api/staff', { cookie: admin.cookie })).status).toBe(404);
  });
});
