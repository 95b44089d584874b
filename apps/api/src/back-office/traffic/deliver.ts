/**
 * Delivering a postback (ADR 0066): one GET to the expanded URL with a timeout, redirects not
 * followed (a network answers its own URL); any 2xx is delivered. Every attempt is logged with
 * its status code or error; a failure is tried again after the back-off until the last attempt.
 */
import { postbackAttempts, postbacks } from '@dating/db/schema';
import { POSTBACK_MAX_ATTEMPTS, postbackRetryDelayMs } from '@dating/domain';
import { eq } from 'drizzle-orm';
import type { JobHandler } from '../../jobs/queue.ts';

export const POSTBACK_TIMEOUT_MS = 10_000;

export const deliverPostback: JobHandler = async (deps, job, now) => {
  const [postback] = await deps.db
    .select({ id: postbacks.id, url: postbacks.url })
    .from(postbacks)
    .where(eq(postbacks.jobId, job.id));
  if (!postback) return { done: false, error: 'postback row missing', retryInMs: null };
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(postback.url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS),
      headers: { 'user-agent': 'dating-network-postback/1' },
    });
    statusCode = response.status;
    await response.body?.cancel();
    if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    error = (e as Error).name === 'TimeoutError' ? 'timeout' : (cause ?? (e as Error).message);
  }
  const delivered = error === null;
  const last = !delivered && job.attempt >= POSTBACK_MAX_ATTEMPTS;
  await deps.db.transaction(async (tx) => {
    await tx.insert(postbackAttempts).values({
      postbackId: postback.id,
      attempt: job.attempt,
      statusCode,
      error,
      attemptedAt: now,
      durationMs: Date.now() - started,
    });
    if (delivered || last) {
      await tx
        .update(postbacks)
        .set({ status: delivered ? 'delivered' : 'failed' })
        .where(eq(postbacks.id, postback.id));
    }
  });
  if (delivered) return { done: true };
  return { done: false, error: error!, retryInMs: last ? null : postbackRetryDelayMs(job.attempt) };
};
