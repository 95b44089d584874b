/**
 * Every outgoing e-mail and text message is a row of the delivery log `outbox_messages` (ADR
 * 0068). Without a transport (the embedded default) the row is the delivery: `kept`, with its
 * bodies. With one (ADR 0073) the row is `queued` with its bodies and a `deliver-message` job in
 * the same transaction — the caller's when it passes one, so the message exists exactly when
 * what it announces does — and the worker hands it over after the request.
 */
import type { Db } from '@dating/db';
import { type MessageEnvelope, outboxMessages } from '@dating/db/schema';
import { enqueueJob, wakeWorkers } from '../jobs/enqueue.ts';

/** The queue's kind for handing one stored message to its transport (deliver.ts). */
export const MESSAGE_JOB = 'deliver-message';

export interface NewMessage {
  siteHost: string;
  channel: 'email' | 'sms';
  to: string;
  /** Empty for a text message. */
  subject: string;
  text: string;
  html?: string;
  envelope?: MessageEnvelope;
  /** The Message-ID the mail carries on every attempt, so a receiver can tell a repeat. */
  messageId?: string | null;
}

/**
 * Stores the message in `db` (the caller's transaction, when given): kept, or queued for the
 * worker when `queue` says when. Wakes this process's worker once the row is in.
 */
export async function storeMessage(db: Db, message: NewMessage, queue: { now: Date } | null): Promise<void> {
  const row = {
    siteHost: message.siteHost,
    channel: message.channel,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    messageId: message.messageId ?? null,
  };
  if (!queue) {
    await db.insert(outboxMessages).values({ ...row, state: 'kept' });
    return;
  }
  // A savepoint inside the caller's transaction, else a transaction of its own: row and job together.
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(outboxMessages)
      .values({ ...row, envelope: message.envelope ?? null, state: 'queued' })
      .returning({ id: outboxMessages.id });
    await enqueueJob(tx, MESSAGE_JOB, { message: Number(stored!.id) }, queue.now);
  });
  // The enqueue woke the worker before the commit; now the row is visible (unless a caller's
  // transaction still holds it: then the worker's next poll finds it).
  wakeWorkers();
}
