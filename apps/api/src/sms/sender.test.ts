/**
 * Text messages take the same path as e-mail (ADR 0073): without a gateway (`SMS=outbox`) the row
 * is the delivery and is `kept` at once; a gateway adapter's transport makes them `queued` and the
 * same `deliver-message` job hands them over, retried with the same back-off. The gateway here
 * stands in for an outside SMS service.
 */
import { outboxMessages, queuedJobs } from '@dating/db/schema';
import { messageRetryDelayMs } from '@dating/domain';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMessage, Transport } from '../delivery/transport.ts';
import { QUEUE_HANDLERS } from '../jobs/index.ts';
import { runQueuedJobs } from '../jobs/queue.ts';
import { type Harness, createHarness } from '../test/harness.ts';
import { createSmsSender } from './sender.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ members: 1 });
});
afterAll(() => h.close());

const last = async () =>
  (await h.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]!;
const text = { siteHost: 'velvet.localhost', to: '+31612345678', body: 'Your code is 123456' };

describe('a text message', () => {
  it('is kept at once without a gateway', async () => {
    await createSmsSender({ db: h.db }).send(text);
    expect(await last()).toMatchObject({ channel: 'sms', state: 'kept', textBody: text.body });
  });

  it('with a gateway is queued, tried again after a refusal, then sent without its body', async () => {
    const handed: StoredMessage[] = [];
    let refuse = 1;
    const gateway: Transport = {
      async transmit(message) {
        if (refuse-- > 0) throw new Error('gateway answered 503');
        handed.push(message);
        return { messageId: 'gw-42' };
      },
    };
    const t0 = new Date();
    const sms = createSmsSender({ db: h.db, transport: gateway, now: () => t0 });
    const deps = { ...h.deps, sms };
    await sms.send(text);
    expect(await last()).toMatchObject({
      channel: 'sms',
      state: 'queued',
      textBody: text.body,
      toAddress: text.to,
    });
    const [job] = await h.db.select().from(queuedJobs).orderBy(desc(queuedJobs.id)).limit(1);
    expect(job).toMatchObject({ kind: 'deliver-message', payload: { message: (await last()).id } });

    expect(await runQueuedJobs(deps, t0, QUEUE_HANDLERS)).toBe(1);
    expect(await last()).toMatchObject({
      state: 'queued',
      error: 'gateway answered 503',
      textBody: text.body,
    });
    const t1 = new Date(t0.getTime() + messageRetryDelayMs(1));
    expect(await runQueuedJobs(deps, t1, QUEUE_HANDLERS)).toBe(1);
    expect(handed.map((m) => [m.toAddress, m.textBody])).toEqual([[text.to, text.body]]);
    expect(await last()).toMatchObject({
      state: 'sent',
      sentAt: t1,
      messageId: 'gw-42',
      textBody: null,
      error: null,
    });
  });
});
