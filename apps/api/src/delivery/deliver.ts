/**
 * The `deliver-message` job (ADR 0073): hands one queued e-mail or text message to its channel's
 * transport. Sent: the row becomes `sent` with the far side's id and loses its bodies (ADR 0068
 * keeps no content of what left). Refused: the error is kept on the row and the job is tried
 * again after the back-off (domain `messageRetryDelayMs`); after the last attempt, or at once
 * when the far side refused the message for good, the row becomes `failed` and loses its bodies.
 */
import { outboxMessages } from '@dating/db/schema';
import { MESSAGE_DELIVERY_ATTEMPTS, messageRetryDelayMs } from '@dating/domain';
import { and, eq } from 'drizzle-orm';
import type { JobHandler } from '../jobs/queue.ts';
import { MessageRefused } from './transport.ts';

/** What a message keeps once it left or never will: nothing of its content. */
const CLEARED = { textBody: null, htmlBody: null, envelope: null } as const;

export const deliverMessage: JobHandler = async (deps, job, now) => {
  const id = Number(job.payload.message);
  const [message] = await deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  // Erased with its member (or past retention) before it left, or settled by a run whose own
  // settling was lost: nothing to send.
  if (message?.state !== 'queued') return { done: true };
  const stillQueued = and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'queued'));
  const transport = message.channel === 'email' ? deps.mailer.transport : deps.sms?.transport;
  try {
    if (!transport) throw new Error(`this server has no ${message.channel} transport`);
    const { messageId } = await transport.transmit(message);
    await deps.db
      .update(outboxMessages)
      .set({ ...CLEARED, state: 'sent', sentAt: now, error: null, messageId: messageId ?? message.messageId })
      .where(stillQueued);
    return { done: true };
  } catch (e) {
    const error = String((e as Error).message ?? e);
    const last = e instanceof MessageRefused || job.attempt >= MESSAGE_DELIVERY_ATTEMPTS;
    await deps.db
      .update(outboxMessages)
      .set(last ? { ...CLEARED, state: 'failed', error } : { error })
      .where(stillQueued);
    return { done: false, error, retryInMs: last ? null : messageRetryDelayMs(job.attempt) };
  }
};
