/**
 * Mail over SMTP leaves through the durable queue (ADR 0073): the request stores it `queued` with
 * its bodies and a delivery job, the worker hands it to a real SMTP server on loopback, and the
 * row becomes `sent` without its bodies — or, while the server refuses, is tried again after
 * 1, 5, 30 minutes, 2 and 6 hours (the queue takes the time, so the test moves it) and after the
 * last attempt is `failed` with the server's answer, listed in the staff outbox. A request that
 * causes a mail answers at once even with SMTP down.
 */
import { createServer } from 'node:net';
import { outboxMessages, queuedJobs } from '@dating/db/schema';
import { MESSAGE_DELIVERY_ATTEMPTS, messageRetryDelayMs } from '@dating/domain';
import { and, desc, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import type { ApiDeps } from '../http/env.ts';
import { QUEUE_HANDLERS } from '../jobs/index.ts';
import { runQueuedJobs } from '../jobs/queue.ts';
import { startQueueWorker } from '../jobs/worker.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { type TestSmtp, startTestSmtp } from '../test/smtp.ts';
import { staffCaller, staffWithSession } from '../test/staff.ts';
import { type OutgoingMail, createMailer } from './mailer.ts';

let h: Harness;
let smtp: TestSmtp;
let admin: { cookie: string };

beforeAll(async () => {
  h = await createHarness({ members: 1 });
  smtp = await startTestSmtp();
  admin = await staffWithSession(h.db, 'admin');
});
afterEach(async () => {
  smtp.accept();
  smtp.received.length = 0;
  // Each test settles its own mails; whatever one left open must not leave in the next.
  await h.db
    .update(queuedJobs)
    .set({ doneAt: new Date() })
    .where(and(isNull(queuedJobs.doneAt), isNull(queuedJobs.failedAt)));
});
afterAll(async () => {
  await smtp.close();
  await h.close();
});

const MINUTE = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

const mail: OutgoingMail = {
  siteHost: 'velvet.localhost',
  from: { name: 'Velvet', address: 'noreply@velvet.localhost' },
  to: 'someone@example.test',
  subject: 'Your reset link',
  text: 'https://velvet.localhost/reset?token=secret',
  html: '<p>secret</p>',
  headers: { 'List-Unsubscribe': '<https://velvet.localhost/api/unsubscribe.php?u=1&s=sig>' },
};

/** The API's deps with an SMTP mailer whose queue entries are stamped `at`. */
const smtpDeps = (url: string, at: Date): ApiDeps => ({
  ...h.deps,
  mailer: createMailer({ db: h.db, smtpUrl: url, now: () => at }),
});
const run = (deps: ApiDeps, at: Date) => runQueuedJobs(deps, at, QUEUE_HANDLERS);
const last = async () =>
  (await h.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]!;
const jobOf = async (messageId: number) =>
  (
    await h.db
      .select()
      .from(queuedJobs)
      .where(
        sql`${queuedJobs.kind} = 'deliver-message' and ${queuedJobs.payload}->>'message' = ${String(messageId)}`,
      )
  )[0]!;

describe('a mail over SMTP', () => {
  it('is queued with its bodies in the request, then sent by the worker and kept without them', async () => {
    const t0 = new Date();
    const deps = smtpDeps(smtp.url, t0);
    await deps.mailer.send(mail);
    const queued = await last();
    expect(queued).toMatchObject({
      channel: 'email',
      state: 'queued',
      toAddress: mail.to,
      textBody: mail.text,
      htmlBody: mail.html,
      envelope: { from: mail.from, headers: mail.headers },
      messageId: expect.stringMatching(/^<.+>$/),
    });
    expect(smtp.received).toHaveLength(0);
    expect(await jobOf(queued.id)).toMatchObject({ attempts: 0, doneAt: null, runAt: t0 });

    expect(await run(deps, t0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received!.to).toEqual([mail.to]);
    expect(received!.from).toBe(mail.from.address);
    expect(received!.raw).toContain(`Message-ID: ${queued.messageId}`);
    expect(received!.raw).toContain(
      'List-Unsubscribe: <https://velvet.localhost/api/unsubscribe.php?u=1&s=sig>',
    );
    expect(received!.raw).toContain('token=secret');
    expect(await last()).toMatchObject({
      id: queued.id,
      state: 'sent',
      sentAt: t0,
      error: null,
      messageId: queued.messageId,
      textBody: null,
      htmlBody: null,
      envelope: null,
    });
    expect((await jobOf(queued.id)).doneAt).toEqual(t0);
    // Sent is sent: another round sends nothing again.
    expect(await run(deps, later(t0, MINUTE))).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('is tried again after 1 and 5 minutes while the server refuses, then sent with one Message-ID', async () => {
    const t0 = new Date();
    const deps = smtpDeps(smtp.url, t0);
    smtp.refuse(451, 'Try again later', 2);
    await deps.mailer.send(mail);
    const { id, messageId } = await last();

    expect(await run(deps, t0)).toBe(1);
    expect(await last()).toMatchObject({ state: 'queued', textBody: mail.text });
    expect((await last()).error).toMatch(/451/);
    expect(await jobOf(id)).toMatchObject({ attempts: 1, runAt: later(t0, MINUTE) });
    // Not due before its back-off has passed.
    expect(await run(deps, later(t0, MINUTE - 1000))).toBe(0);

    const t1 = later(t0, MINUTE);
    expect(await run(deps, t1)).toBe(1);
    expect(await jobOf(id)).toMatchObject({ attempts: 2, runAt: later(t1, 5 * MINUTE) });

    const t2 = later(t1, 5 * MINUTE);
    expect(await run(deps, t2)).toBe(1);
    expect(smtp.attempts()).toBeGreaterThanOrEqual(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain(`Message-ID: ${messageId}`);
    expect(await last()).toMatchObject({ id, state: 'sent', sentAt: t2, error: null, textBody: null });
    expect(await jobOf(id)).toMatchObject({ attempts: 3, doneAt: t2, failedAt: null });
  });

  it('is failed with the error after the last attempt, without its bodies, and listed in the staff outbox', async () => {
    const t0 = new Date();
    const deps = smtpDeps(smtp.url, t0);
    smtp.refuse(451, 'Mailbox service down');
    await deps.mailer.send(mail);
    const { id } = await last();
    let at = t0;
    for (let attempt = 1; attempt <= MESSAGE_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await run(deps, at)).toBe(1);
      if (attempt < MESSAGE_DELIVERY_ATTEMPTS) {
        expect((await last()).state).toBe('queued');
        at = later(at, messageRetryDelayMs(attempt));
      }
    }
    const failed = await last();
    expect(failed).toMatchObject({ id, state: 'failed', textBody: null, htmlBody: null, envelope: null });
    expect(failed.error).toMatch(/451 Mailbox service down/);
    expect(await jobOf(id)).toMatchObject({
      attempts: MESSAGE_DELIVERY_ATTEMPTS,
      failedAt: at,
      doneAt: null,
    });
    expect(smtp.received).toHaveLength(0);
    // Given up: never tried again.
    expect(await run(deps, later(at, 24 * 60 * MINUTE))).toBe(0);

    const list = await staffCaller(h)('/outbox?channel=email&state=failed', admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.rows[0]).toMatchObject({ id, state: 'failed', to: mail.to, error: failed.error });
    const jobs = await staffCaller(h)('/jobs', admin.cookie);
    expect(jobs.body.queue).toContainEqual(expect.objectContaining({ kind: 'deliver-message', failed: 1 }));
  });

  it('is failed at once when the server refuses the recipient for good (5xx)', async () => {
    const t0 = new Date();
    const deps = smtpDeps(smtp.url, t0);
    smtp.refuse(550, 'No such user here', 1, 'rcpt');
    await deps.mailer.send(mail);
    const { id } = await last();
    expect(await run(deps, t0)).toBe(1);
    expect(await last()).toMatchObject({ id, state: 'failed', textBody: null });
    expect((await last()).error).toMatch(/550/);
    expect(await jobOf(id)).toMatchObject({ attempts: 1, failedAt: t0 });
  });

  it('exists only if the transaction it was sent in commits', async () => {
    const t0 = new Date();
    const deps = smtpDeps(smtp.url, t0);
    const before = await last();
    await expect(
      h.db.transaction(async (tx) => {
        await deps.mailer.send(mail, tx as unknown as typeof h.db);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await last()).id).toBe(before.id);
    expect(await run(deps, t0)).toBe(0);

    await h.db.transaction(async (tx) => {
      await deps.mailer.send(mail, tx as unknown as typeof h.db);
    });
    expect(await last()).toMatchObject({ state: 'queued' });
    expect(await run(deps, t0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('is a malformed address refused in the request, storing nothing', async () => {
    const deps = smtpDeps(smtp.url, new Date());
    const before = await last();
    await expect(deps.mailer.send({ ...mail, to: '' })).rejects.toThrow();
    expect((await last()).id).toBe(before.id);
  });
});

describe('a request that causes a mail while SMTP is down', () => {
  it('answers at once; the mail waits queued with the connection error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t0 = new Date();
    const deps = smtpDeps(`smtp://127.0.0.1:${deadPort}`, t0);
    const api = createApi(deps);

    const res = await h.request('/api/reset-password.php', {
      method: 'POST',
      body: JSON.stringify({ email: 'alice@velvet.demo' }),
      via: api,
    });
    expect(res.status).toBeLessThan(300);
    const queued = await last();
    expect(queued).toMatchObject({ toAddress: 'alice@velvet.demo', state: 'queued', error: null });
    expect(queued.textBody).toContain('token=');

    expect(await run(deps, t0)).toBe(1);
    const after = await last();
    expect(after).toMatchObject({ id: queued.id, state: 'queued' });
    expect(after.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await jobOf(queued.id)).toMatchObject({ attempts: 1, runAt: later(t0, MINUTE) });
  });
});

describe('with the queue worker running', () => {
  it('a mail reaches the SMTP server right after the request, without waiting for a poll', async () => {
    const deps: ApiDeps = { ...h.deps, mailer: createMailer({ db: h.db, smtpUrl: smtp.url }) };
    // An hour between polls: only the wake-up of the enqueue can send it.
    const worker = startQueueWorker(deps, QUEUE_HANDLERS, { pollMs: 60 * MINUTE });
    try {
      const res = await h.request('/api/reset-password.php', {
        method: 'POST',
        body: JSON.stringify({ email: 'alice@velvet.demo' }),
        via: createApi(deps),
      });
      expect(res.status).toBeLessThan(300);
      await expect.poll(() => smtp.received.length, { timeout: 10_000, interval: 20 }).toBe(1);
      expect(smtp.received[0]!.to).toEqual(['alice@velvet.demo']);
      await expect.poll(async () => (await last()).state, { timeout: 10_000, interval: 20 }).toBe('sent');
      expect(await last()).toMatchObject({ toAddress: 'alice@velvet.demo', textBody: null });
    } finally {
      await worker.stop();
    }
  });
});
