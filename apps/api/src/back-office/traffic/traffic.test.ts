/**
 * Traffic sources over the staff API (issue 19 point 7, ADRs 0066/0067): postback templates,
 * conversions recorded with their postbacks, delivery from the durable queue to a local receiver
 * (retries with back-off, each attempt logged, exactly once on success), the report and its CSV.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  auditLog,
  conversions,
  postbackAttempts,
  postbackTemplates,
  postbacks,
  queuedJobs,
  users,
} from '@dating/db/schema';
import { POSTBACK_MAX_ATTEMPTS } from '@dating/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedJobs } from '../../jobs/queue.ts';
import { type Harness, createHarness } from '../../test/harness.ts';
import { CONSOLE_ORIGIN, staffOfEveryRole } from '../../test/staff.ts';
import { POSTBACK_JOB } from './conversions.ts';
import { deliverPostback } from './deliver.ts';
import { trafficPage } from './queries.ts';

let h: Harness;
let admin: { id: number; cookie: string };
let operator: { id: number; cookie: string };
let support: { id: number; cookie: string };

/** The local receiver: records each request's path and answers with the next planned status. */
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];
let plan: number[] = [];

beforeAll(async () => {
  h = await createHarness({ members: 4 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
  receiver = createServer((req, res) => {
    received.push(req.url ?? '');
    res.statusCode = plan.shift() ?? 200;
    res.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await h.close();
});

const staff = (
  path: string,
  cookie: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  h.request(`/staff-api/traffic${path}`, {
    origin: CONSOLE_ORIGIN,
    headers: init.headers,
    cookie,
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const setTemplate = (network: string, url_template: string, cookie = admin.cookie) =>
  staff('/postbacks/templates', cookie, { method: 'PUT', body: { network, url_template } });
const auditRows = (action: string) => h.db.select().from(auditLog).where(eq(auditLog.action, action));
const templateCount = async () => Number((await h.db.select({ n: count() }).from(postbackTemplates))[0]!.n);

let n = 0;
async function signUp(tracking: Record<string, string>) {
  const email = `traffic${++n}@example.org`;
  const res = await h.request('/api/signup.php', {
    method: 'POST',
    body: JSON.stringify({
      email,
      name: `Traffic${n}`,
      date_of_birth: '1990-04-12',
      password: 'a-long-password',
      gender: 'male',
      looking_for: 'female',
      terms: true,
      tracking,
    }),
  });
  expect(res.status).toBe(201);
  return {
    id: res.body.user.id as number,
    email,
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!,
  };
}
const activate = async (email: string) => {
  const mail = await h.lastMail(email);
  const res = await h.request('/api/activation.php', {
    method: 'POST',
    body: JSON.stringify({ token: mail!.token }),
  });
  expect(res.status).toBe(200);
};
async function buy(cookie: string) {
  const started = await h.request('/api/payment.php', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ tier: 'p0', method: 'visa', disclosure_confirmed: true }),
  });
  expect(started.status).toBe(201);
  const token = String(started.body.redirect_url).replace('/sandbox-pay/', '');
  const paid = await h.request('/api/payment-sandbox.php', {
    method: 'POST',
    body: JSON.stringify({ token, outcome: 'paid', card: '4242' }),
  });
  expect(paid.status).toBeLessThan(400);
  return started.body.payment as { id: number; total_minor?: number };
}
const runQueue = (at: Date) => runQueuedJobs(h.deps, at, { [POSTBACK_JOB]: deliverPostback });
const postbacksOf = (network: string) =>
  h.db.select().from(postbacks).where(eq(postbacks.network, network)).orderBy(postbacks.id);

describe('postback templates', () => {
  it('an admin sets, replaces and removes a template, each change audited with before and after', async () => {
    const first = await setTemplate('netA', 'https://net.example/pb?click={sub1}&event={event}');
    expect(first.status).toBe(200);
    expect(first.body.templates).toEqual([
      expect.objectContaining({
        network: 'netA',
        url_template: 'https://net.example/pb?click={sub1}&event={event}',
      }),
    ]);
    expect(first.body.placeholders).toContain('amount');
    const second = await setTemplate('netA', 'https://net.example/v2?c={sub1}');
    expect(second.body.templates[0].url_template).toBe('https://net.example/v2?c={sub1}');
    const sets = await auditRows('traffic.postback_set');
    expect(sets).toHaveLength(2);
    expect(sets[1]).toMatchObject({
      staffId: admin.id,
      targetType: 'network',
      targetId: 'netA',
      before: { url_template: 'https://net.example/pb?click={sub1}&event={event}' },
      after: { url_template: 'https://net.example/v2?c={sub1}' },
    });
    const removed = await staff('/postbacks/templates/delete', admin.cookie, {
      method: 'POST',
      body: { network: 'netA' },
    });
    expect([removed.status, removed.body.templates]).toEqual([200, []]);
    expect(await auditRows('traffic.postback_delete')).toEqual([
      expect.objectContaining({
        targetId: 'netA',
        before: { url_template: 'https://net.example/v2?c={sub1}' },
        after: null,
      }),
    ]);
    const again = await staff('/postbacks/templates/delete', admin.cookie, {
      method: 'POST',
      body: { network: 'netA' },
    });
    expect([again.status, again.body.error.code]).toEqual([404, 'postback_template_not_found']);
  });

  it.each([
    ['ftp://net.example/pb', 'scheme_not_allowed'],
    ['https://net.example/pb?c={click}', 'unknown_placeholder'],
    ['not a url', 'invalid_url'],
    ['', 'required'],
    ['https://net.example/pb?x=\u0000', 'control_characters'],
  ])('refuses the template %j with %s, nothing written', async (template, problem) => {
    const before = await templateCount();
    const res = await setTemplate('netBad', template);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    if (problem !== 'control_characters') expect(res.body.error.fields.url_template).toBe(problem);
    expect(await templateCount()).toBe(before);
  });

  it('refuses a missing or overlong network name and a NUL in it', async () => {
    for (const network of ['', ' ', 'n'.repeat(101), 'a\u0000b']) {
      const res = await setTemplate(network, 'https://net.example/pb');
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('network');
    }
  });

  it('refuses support and operators (403) and a foreign Origin, nothing written', async () => {
    const before = await templateCount();
    for (const who of [support, operator]) {
      const put = await setTemplate('netX', 'https://net.example/pb', who.cookie);
      expect([put.status, put.body.error.code]).toEqual([403, 'staff_role_forbidden']);
      for (const path of [
        '/postbacks/templates',
        '/postbacks',
        '/postbacks.csv',
        '/report?from=2026-01-01&to=2026-01-02',
      ]) {
        expect((await staff(path, who.cookie)).status).toBe(403);
      }
    }
    const foreign = await staff('/postbacks/templates', admin.cookie, {
      method: 'PUT',
      body: { network: 'netX', url_template: 'https://net.example/pb' },
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'forbidden_origin']);
    expect(await templateCount()).toBe(before);
    expect((await h.request('/staff-api/traffic/postbacks', { origin: CONSOLE_ORIGIN })).status).toBe(401);
  });
});

describe('postbacks from the durable queue', () => {
  it('a signup with a network sends the expanded template once; activation and first purchase follow', async () => {
    await setTemplate(
      'netOk',
      `${receiverUrl}/pb?click={sub1}&event={event}&amount={amount}&cur={currency}&r={ref}`,
    );
    const member = await signUp({ network: 'netOk', ref: 'a&b', sub1: 'click 1' });
    // Queued in the signup's transaction, nothing sent yet.
    const [queued] = await postbacksOf('netOk');
    expect(queued).toMatchObject({ event: 'signup', status: 'pending' });
    const now = new Date();
    expect(await runQueue(now)).toBe(1);
    expect(received).toEqual([`/pb?click=click%201&event=signup&amount=0.00&cur=&r=a%26b`]);
    expect((await postbacksOf('netOk'))[0]!.status).toBe('delivered');
    // Exactly once: nothing left to run.
    expect(await runQueue(new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(received).toHaveLength(1);

    await activate(member.email);
    await activate(member.email); // the link followed again: still one activation
    const payment = await buy(member.cookie);
    await buy(member.cookie); // a second purchase is not a first purchase
    await runQueue(new Date());
    const [{ total } = { total: 0 }] = await h.db
      .select({ total: conversions.amountMinor })
      .from(conversions)
      .where(and(eq(conversions.userId, member.id), eq(conversions.event, 'first_purchase')));
    expect(total).toBeGreaterThan(0);
    expect(payment.id).toBeGreaterThan(0);
    expect(received.slice(1)).toEqual([
      '/pb?click=click%201&event=activation&amount=0.00&cur=&r=a%26b',
      `/pb?click=click%201&event=first_purchase&amount=${(total / 100).toFixed(2)}&cur=EUR&r=a%26b`,
    ]);
    const events = await h.db
      .select({ event: conversions.event })
      .from(conversions)
      .where(eq(conversions.userId, member.id));
    expect(events.map((e) => e.event).sort()).toEqual(['activation', 'first_purchase', 'signup']);

    const log = await staff('/postbacks?network=netOk', admin.cookie);
    expect(log.status).toBe(200);
    expect(log.body.rows.map((r: { event: string }) => r.event)).toEqual([
      'first_purchase',
      'activation',
      'signup',
    ]);
    expect(log.body.rows[2]).toMatchObject({
      status: 'delivered',
      next_attempt_at: null,
      attempts: [expect.objectContaining({ attempt: 1, status_code: 200, error: null })],
    });
  });

  it('a failing receiver is retried with back-off, every attempt logged, until it answers', async () => {
    await setTemplate('netFlaky', `${receiverUrl}/flaky?e={event}`);
    await signUp({ network: 'netFlaky' });
    received.length = 0;
    plan = [500, 503];
    const t0 = new Date();
    await runQueue(t0);
    const [pb] = await postbacksOf('netFlaky');
    expect(pb!.status).toBe('pending');
    // Not due again before the back-off (1 minute after the first failure).
    expect(await runQueue(new Date(t0.getTime() + 30_000))).toBe(0);
    await runQueue(new Date(t0.getTime() + 61_000));
    // The second failure waits 2 minutes.
    expect(await runQueue(new Date(t0.getTime() + 61_000 + 100_000))).toBe(0);
    await runQueue(new Date(t0.getTime() + 61_000 + 121_000));
    expect(received).toEqual(['/flaky?e=signup', '/flaky?e=signup', '/flaky?e=signup']);
    const attempts = await h.db
      .select()
      .from(postbackAttempts)
      .where(eq(postbackAttempts.postbackId, pb!.id))
      .orderBy(postbackAttempts.attempt);
    expect(attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 503, 'HTTP 503'],
      [3, 200, null],
    ]);
    expect((await postbacksOf('netFlaky'))[0]!.status).toBe('delivered');
    expect(await runQueue(new Date(t0.getTime() + 86_400_000))).toBe(0);
    expect(received).toHaveLength(3);
  });

  it('gives up after the last attempt and shows the postback as failed, with the connection error', async () => {
    // A port nobody listens on: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await setTemplate('netDown', `http://127.0.0.1:${port}/pb`);
    await signUp({ network: 'netDown' });
    let at = Date.now();
    for (let i = 0; i < POSTBACK_MAX_ATTEMPTS; i++) {
      await runQueue(new Date(at));
      at += 7 * 3_600_000;
    }
    expect(await runQueue(new Date(at))).toBe(0);
    const [pb] = await postbacksOf('netDown');
    expect(pb!.status).toBe('failed');
    const [job] = await h.db.select().from(queuedJobs).where(eq(queuedJobs.id, pb!.jobId));
    expect(job!.failedAt).not.toBeNull();
    const log = await staff('/postbacks?status=failed', admin.cookie);
    const row = log.body.rows.find((r: { id: number }) => r.id === Number(pb!.id));
    expect(row.attempts).toHaveLength(POSTBACK_MAX_ATTEMPTS);
    expect(row.attempts[0].status_code).toBeNull();
    expect(row.attempts[0].error).toBe('ECONNREFUSED');
  });

  it('exports the log with its filters as CSV, one line a postback with its last attempt', async () => {
    const log = await staff('/postbacks?status=failed', admin.cookie);
    const csv = await staff('/postbacks.csv?status=failed', admin.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,network,event,url,status,attempts,last_attempt_at,last_status_code,last_error,next_attempt_at',
    );
    expect(lines).toHaveLength(log.body.rows.length + 1);
    const first = log.body.rows[0];
    expect(lines[1]).toMatch(new RegExp(`^${first.id},.*,failed,${first.attempts.length},`));
    expect(lines[1]).toContain(',ECONNREFUSED,');
    expect((await staff('/postbacks.csv?status=lost', admin.cookie)).status).toBe(400);
    expect((await staff('/postbacks.csv?network=%00x', admin.cookie)).status).toBe(400);
  });

  it('queues nothing for a network without a template or a member without a network, but counts the signup', async () => {
    const before = Number((await h.db.select({ n: count() }).from(postbacks))[0]!.n);
    const a = await signUp({ network: 'netNone', sub1: 'x' });
    const b = await signUp({});
    expect(Number((await h.db.select({ n: count() }).from(postbacks))[0]!.n)).toBe(before);
    const rows = await h.db.select().from(conversions).where(eq(conversions.event, 'signup'));
    expect(rows.map((r) => Number(r.userId))).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('refuses a bad status or cursor in the log query', async () => {
    expect((await staff('/postbacks?status=lost', admin.cookie)).status).toBe(400);
    expect((await staff('/postbacks?before=-1', admin.cookie)).status).toBe(400);
  });
});

describe('the traffic report', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('counts signups, activations, first purchases and revenue per network, brand and day, agreeing with SQL', async () => {
    const res = await staff(`/report?from=${today}&to=${today}`, admin.cookie);
    expect(res.status).toBe(200);
    const row = res.body.rows.find((r: { network: string }) => r.network === 'netOk');
    expect(row).toMatchObject({
      day: today,
      brand: 'velvet',
      source: 'netOk',
      signups: 1,
      activations: 1,
      first_purchases: 1,
    });
    // Revenue: both completed payments of the netOk member, counted independently here.
    const [member] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'traffic1@example.org'));
    const paid = await h.db.execute(
      sql`select coalesce(sum(total_minor), 0)::int as s from payments where user_id = ${member!.id} and status = 'completed'`,
    );
    const expected = Number((paid as unknown as { rows: { s: number }[] }).rows[0]!.s);
    expect(row.revenue).toEqual({ EUR: expected });
    const untracked = res.body.rows.find((r: { network: string }) => r.network === '');
    expect(untracked.signups).toBeGreaterThanOrEqual(1);
  });

  it('groups by a sub id and filters by brand', async () => {
    const bySub = await staff(`/report?from=${today}&to=${today}&by=sub1`, admin.cookie);
    expect(bySub.body.rows).toContainEqual(
      expect.objectContaining({ network: 'netOk', source: 'click 1', signups: 1 }),
    );
    const other = await staff(`/report?from=${today}&to=${today}&brand=herflame`, admin.cookie);
    expect(other.body.rows).toEqual([]);
  });

  it('pages by keyset without repeating or losing a row', async () => {
    for (let i = 0; i < 3; i++) await signUp({ network: `netPage${i}` });
    const all = (await staff(`/report?from=${today}&to=${today}`, admin.cookie)).body.rows;
    expect(all.length).toBeGreaterThan(3);
    const first = await trafficPage(h.db, { from: today, to: today, by: 'network' });
    expect(first.next_after).toBeNull();
    const cursor = Buffer.from(
      JSON.stringify([all[1].day, all[1].brand, all[1].network, all[1].source]),
    ).toString('base64url');
    const rest = await staff(`/report?from=${today}&to=${today}&after=${cursor}`, admin.cookie);
    expect(rest.body.rows).toEqual(all.slice(2));
  });

  it('exports the range as CSV', async () => {
    const res = await h.request(`/staff-api/traffic/report.csv?from=${today}&to=${today}&by=sub1`, {
      origin: CONSOLE_ORIGIN,
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`traffic-${today}-${today}-sub1.csv`);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe('day,brand,network,sub1,signups,activations,first_purchases,revenue_EUR');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${today},velvet,netOk,click 1,1,1,1,\\d+\\.\\d\\d$`)),
    );
  });

  it.each([
    ['from=2026-01-02&to=2026-01-01', 'to'],
    ['from=2024-01-01&to=2026-01-01', 'to'],
    ['from=yesterday&to=2026-01-01', 'from'],
    ['from=2026-01-01&to=2026-01-02&by=country', 'by'],
    ['from=2026-01-01&to=2026-01-02&after=not-a-cursor', 'after'],
    ['to=2026-01-02', 'from'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const res = await staff(`/report?${query}`, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
  });
});

describe('send now', () => {
  it('tries a failed postback once more at once, audited, and refuses a delivered or unknown one', async () => {
    const [failed] = await postbacksOf('netDown');
    await setTemplate('netDown', `${receiverUrl}/unused`);
    const res = await staff(`/postbacks/${failed!.id}/send`, admin.cookie, { method: 'POST' });
    // The URL was fixed at the conversion: still the closed port, so one more failed attempt.
    expect([res.status, res.body.status]).toEqual([200, 'failed']);
    const attempts = await h.db
      .select()
      .from(postbackAttempts)
      .where(eq(postbackAttempts.postbackId, failed!.id));
    expect(attempts).toHaveLength(POSTBACK_MAX_ATTEMPTS + 1);
    expect(await auditRows('traffic.postback_send')).toEqual([
      expect.objectContaining({
        staffId: admin.id,
        targetType: 'postback',
        targetId: String(failed!.id),
        before: { status: 'failed' },
      }),
    ]);

    await setTemplate('netNow', `${receiverUrl}/now?e={event}`);
    await signUp({ network: 'netNow' });
    const [pending] = await postbacksOf('netNow');
    received.length = 0;
    const sent = await staff(`/postbacks/${pending!.id}/send`, admin.cookie, { method: 'POST' });
    expect([sent.status, sent.body.status]).toEqual([200, 'delivered']);
    expect(received).toEqual(['/now?e=signup']);
    const again = await staff(`/postbacks/${pending!.id}/send`, admin.cookie, { method: 'POST' });
    expect([again.status, again.body.error.code]).toEqual([409, 'postback_already_delivered']);
    const missing = await staff('/postbacks/999999/send', admin.cookie, { method: 'POST' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'postback_not_found']);
    expect((await staff('/postbacks/abc/send', admin.cookie, { method: 'POST' })).status).toBe(400);
    for (const who of [support, operator]) {
      expect((await staff(`/postbacks/${failed!.id}/send`, who.cookie, { method: 'POST' })).status).toBe(403);
    }
    expect(received).toHaveLength(1);
  });
});
