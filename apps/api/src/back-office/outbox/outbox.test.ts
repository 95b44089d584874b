/**
 * The outbox and jobs over the staff API (issue 19 point 9, ADR 0068): every mail leaves a row
 * with its delivery state, the mail side's bounce marks it, admins list and export the log, and
 * run, pause and resume scheduled jobs — each audited, refused for support and operators, and a
 * refusal writes nothing.
 */
import { auditLog, outboxMessages, scheduledJobs, users } from '@dating/db/schema';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJobRows } from '../../jobs/scheduler.ts';
import { JOBS } from '../../jobs/index.ts';
import { type Harness, MAIL_EVENTS_SECRET, createHarness } from '../../test/harness.ts';
import { staffCaller, staffWithSession } from '../../test/staff.ts';

let h: Harness;
let admin: { id: number; cookie: string };
let support: { id: number; cookie: string };
let operator: { id: number; cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 4 });
  admin = await staffWithSession(h.db, 'admin');
  support = await staffWithSession(h.db, 'support');
  operator = await staffWithSession(h.db, 'operator');
  await ensureJobRows(h.db, JOBS);
});
afterAll(() => h.close());

const staff: ReturnType<typeof staffCaller> = (...args) => staffCaller(h)(...args);
const mailEvent = (body: unknown) =>
  h.request('/api/mail-events.php', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${MAIL_EVENTS_SECRET}` },
  });
const auditRows = async () => Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n);
const jobRow = async (name: string) =>
  (await h.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;
const resetMail = async (email: string) => {
  const res = await h.request('/api/reset-password.php', { method: 'POST', body: JSON.stringify({ email }) });
  expect(res.status).toBeLessThan(300);
  const [row] = await h.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row!;
};

describe('the delivery log', () => {
  it('keeps a mail of the embedded outbox with its state and Message-ID, listed for admins', async () => {
    const mail = await resetMail('alice@velvet.demo');
    expect(mail).toMatchObject({ state: 'kept', channel: 'email', siteHost: expect.any(String) });
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.textBody).toContain('token=');

    const list = await staff('/outbox?channel=email&state=kept', admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.mail_mode).toBe('outbox');
    expect(list.body.brands.flatMap((b: { sites: string[] }) => b.sites)).toContain(mail.siteHost);
    expect((await staff('/outbox?brand=velvet', admin.cookie)).body.rows[0].id).toBe(mail.id);
    expect((await staff('/outbox?brand=nosuch', admin.cookie)).body.rows).toEqual([]);
    expect(list.body.rows[0]).toMatchObject({
      id: mail.id,
      to: 'alice@velvet.demo',
      subject: mail.subject,
      state: 'kept',
      site_host: mail.siteHost,
    });
    expect(JSON.stringify(list.body)).not.toContain('token=');
  });

  it('marks a hard bounce by Message-ID and stops notification mails to the address', async () => {
    const mail = await resetMail('bob@velvet.demo');
    const res = await mailEvent({
      type: 'bounce',
      message_id: mail.messageId!.slice(1, -1),
      reason: '550 no such user',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, members: 1, messages: 1 });
    const [row] = await h.db.select().from(outboxMessages).where(eq(outboxMessages.id, mail.id));
    expect(row).toMatchObject({ state: 'bounced', bounceType: 'hard', bounceReason: '550 no such user' });
    const [bob] = await h.db.select().from(users).where(eq(users.emailNormalized, 'bob@velvet.demo'));
    expect(bob!.notificationsDisabled).toContain('bounce');

    const bounced = await staff('/outbox?state=bounced', admin.cookie);
    expect(bounced.body.rows.map((r: { id: number }) => r.id)).toContain(mail.id);
    expect(bounced.body.rows.find((r: { id: number }) => r.id === mail.id)).toMatchObject({
      bounce_type: 'hard',
      bounce_reason: '550 no such user',
    });
  });

  it('records a soft bounce by address on the newest mail and leaves notifications on', async () => {
    const mail = await resetMail('carol@velvet.demo');
    const res = await mailEvent({ type: 'soft_bounce', email: 'CAROL@velvet.demo', reason: 'mailbox full' });
    expect(res.body).toEqual({ ok: true, members: 0, messages: 1 });
    const [row] = await h.db.select().from(outboxMessages).where(eq(outboxMessages.id, mail.id));
    expect(row).toMatchObject({ state: 'bounced', bounceType: 'soft', bounceReason: 'mailbox full' });
  });

  it('refuses a report it cannot place and bad reports, writing nothing', async () => {
    const before = await h.db.select().from(outboxMessages);
    const unknown = await mailEvent({ type: 'bounce', message_id: '<nope@nowhere>' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const empty = await mailEvent({ type: 'soft_bounce' });
    expect([empty.status, empty.body.error.fields.email]).toEqual([400, 'required']);
    const bad = await mailEvent({ type: 'hard', email: 'a@b.c', reason: 'x\u0000' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ type: 'invalid', reason: 'control_characters' });
    const noSecret = await h.request('/api/mail-events.php', {
      method: 'POST',
      body: JSON.stringify({ type: 'bounce', email: 'alice@velvet.demo' }),
    });
    expect(noSecret.status).toBe(401);
    expect(await h.db.select().from(outboxMessages)).toEqual(before);
  });

  it('filters by days and site, pages by keyset and exports CSV without bodies', async () => {
    for (const who of ['alice@velvet.demo', 'carol@velvet.demo', 'alice@velvet.demo']) await resetMail(who);
    const today = new Date().toISOString().slice(0, 10);
    const all = await staff(`/outbox?from=${today}&to=${today}`, admin.cookie);
    expect(all.body.rows.length).toBeGreaterThanOrEqual(6);
    const { outboxPage } = await import('./queries.ts');
    const first = await outboxPage(h.db, {}, []);
    expect(first.rows[0]!.id).toBeGreaterThan(first.rows.at(-1)!.id);
    const older = await staff(`/outbox?before=${all.body.rows[1].id}`, admin.cookie);
    expect(older.body.rows[0].id).toBe(all.body.rows[2].id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await staff(`/outbox?to=${yesterday}`, admin.cookie)).body.rows).toEqual([]);
    expect((await staff('/outbox?site=nowhere.example', admin.cookie)).body.rows).toEqual([]);

    const csv = await staff('/outbox.csv?channel=email', admin.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,site,channel,to,subject,state,error,message_id,bounce_type,bounce_reason,bounced_at',
    );
    expect(lines.length).toBe(all.body.rows.length + 1);
    expect(String(csv.body)).not.toContain('token=');
  });

  it('refuses bad filters with field errors', async () => {
    const res = await staff('/outbox?channel=fax&state=lost&from=2026-13-01&before=-1', admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      channel: 'invalid',
      state: 'invalid',
      from: 'invalid_date',
      before: 'invalid',
    });
    const range = await staff('/outbox.csv?from=2026-02-02&to=2026-02-01', admin.cookie);
    expect([range.status, range.body.error.fields.to]).toEqual([400, 'before_from']);
  });
});

describe('scheduled jobs', () => {
  it('lists every job with its interval and state, and the queue per kind', async () => {
    const res = await staff('/jobs', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j: { name: string }) => j.name)).toEqual(JOBS.map((j) => j.name));
    expect(res.body.jobs[0]).toMatchObject({ name: 'activity-mails', interval_ms: 60_000, state: 'due' });
    expect(res.body.tick_ms).toBe(30_000);
    expect(Array.isArray(res.body.queue)).toBe(true);
  });

  it('pauses and resumes a job, audited; a paused job is not run', async () => {
    const paused = await staff('/jobs/retention/pause', admin.cookie, { method: 'POST' });
    expect(paused.status).toBe(200);
    expect(paused.body.job).toMatchObject({ name: 'retention', state: 'paused' });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'job.pause'));
    expect(audit).toMatchObject({ staffId: admin.id, targetType: 'scheduled_job', targetId: 'retention' });

    const again = await staff('/jobs/retention/pause', admin.cookie, { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([409, 'job_already_paused']);
    const run = await staff('/jobs/retention/run', admin.cookie, { method: 'POST' });
    expect([run.status, run.body.error.code]).toEqual([409, 'job_paused']);

    const resumed = await staff('/jobs/retention/resume', admin.cookie, { method: 'POST' });
    expect(resumed.status).toBe(200);
    expect(resumed.body.job.state).not.toBe('paused');
    expect(await h.db.select().from(auditLog).where(eq(auditLog.action, 'job.resume'))).toHaveLength(1);
    const notPaused = await staff('/jobs/retention/resume', admin.cookie, { method: 'POST' });
    expect([notPaused.status, notPaused.body.error.code]).toEqual([409, 'job_not_paused']);
  });

  it('runs a job now by making it due, audited; a running job is refused', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await h.db
      .update(scheduledJobs)
      .set({ lockedUntil: later, lastRunAt: new Date() })
      .where(eq(scheduledJobs.name, 'weekly-update-mails'));
    const res = await staff('/jobs/weekly-update-mails/run', admin.cookie, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.job.state).toBe('due');
    expect((await jobRow('weekly-update-mails')).lockedUntil.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'job.run'));
    expect(audit!.before).toMatchObject({ state: 'waiting' });
    expect(audit!.after).toMatchObject({ state: 'due' });

    await h.db
      .update(scheduledJobs)
      .set({ startedAt: new Date(), lockedUntil: later })
      .where(eq(scheduledJobs.name, 'weekly-update-mails'));
    const running = await staff('/jobs/weekly-update-mails/run', admin.cookie, { method: 'POST' });
    expect([running.status, running.body.error.code]).toEqual([409, 'job_running']);
  });

  it('refuses an unknown or malformed job, support and operators, writing nothing', async () => {
    const before = await auditRows();
    const unknown = await staff('/jobs/no-such-job/run', admin.cookie, { method: 'POST' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'job_not_found']);
    const bad = await staff('/jobs/Bad_Name/pause', admin.cookie, { method: 'POST' });
    expect([bad.status, bad.body.error.fields.name]).toEqual([400, 'invalid']);
    for (const who of [support, operator]) {
      for (const path of ['/outbox', '/outbox.csv', '/jobs'])
        expect((await staff(path, who.cookie)).status).toBe(403);
      for (const action of ['run', 'pause', 'resume'])
        expect((await staff(`/jobs/retention/${action}`, who.cookie, { method: 'POST' })).status).toBe(403);
    }
    const foreign = await staff('/jobs/retention/pause', admin.cookie, {
      method: 'POST',
      origin: 'http://evil.example',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'forbidden_origin']);
    expect(await auditRows()).toBe(before);
    expect((await jobRow('retention')).pausedAt).toBeNull();
  });
});
