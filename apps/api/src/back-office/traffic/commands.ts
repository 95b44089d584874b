/**
 * Postback templates (issue 19 point 7): an admin sets or removes a network's template, in one
 * transaction with its audit row. The template was checked by the contract (postbackTemplateProblem).
 */
import type { PostbackTemplateRequest } from '@dating/contract';
import type { Db } from '@dating/db';
import { postbackTemplates, postbacks, queuedJobs } from '@dating/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiDeps } from '../../http/env.ts';
import { runQueuedJobs } from '../../jobs/queue.ts';
import { POSTBACK_JOB } from './conversions.ts';
import { deliverPostback } from './deliver.ts';
import type { Clock } from '../../core/clock.ts';
import { type Result, done, refuse } from '../../core/result.ts';
import { recordAudit } from '../../staff/audit.ts';

export interface Actor {
  staffId: number;
  ip: string | null;
}

export async function setPostbackTemplate(
  db: Db,
  input: { actor: Actor; template: PostbackTemplateRequest },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  const { network, url_template } = input.template;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: postbackTemplates.urlTemplate })
      .from(postbackTemplates)
      .where(eq(postbackTemplates.network, network))
      .for('update');
    await tx
      .insert(postbackTemplates)
      .values({ network, urlTemplate: url_template, updatedAt: now, updatedBy: input.actor.staffId })
      .onConflictDoUpdate({
        target: postbackTemplates.network,
        set: { urlTemplate: url_template, updatedAt: now, updatedBy: input.actor.staffId },
      });
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'traffic.postback_set',
        targetType: 'network',
        targetId: network,
        before: before ? { url_template: before.url } : null,
        after: { url_template },
        ip: input.actor.ip,
      },
      now,
    );
  });
  return done(undefined);
}

export async function deletePostbackTemplate(
  db: Db,
  input: { actor: Actor; network: string },
  clock: Clock,
): Promise<Result<void>> {
  const now = clock();
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(postbackTemplates)
      .where(eq(postbackTemplates.network, input.network))
      .returning({ url: postbackTemplates.urlTemplate });
    if (!removed) return refuse('postback_template_not_found');
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'traffic.postback_delete',
        targetType: 'network',
        targetId: input.network,
        before: { url_template: removed.url },
        after: null,
        ip: input.actor.ip,
      },
      now,
    );
    return done(undefined);
  });
}

/**
 * "Send now" (audited): a pending or failed postback is due at once and tried right away; a
 * failed one gets one more attempt. The attempt is logged like any other.
 */
export async function sendPostbackNow(
  deps: ApiDeps,
  input: { actor: Actor; postbackId: number },
  clock: Clock,
): Promise<Result<{ status: 'pending' | 'delivered' | 'failed' }>> {
  const now = clock();
  const found = await deps.db.transaction(async (tx) => {
    const [postback] = await tx
      .select({ jobId: postbacks.jobId, status: postbacks.status, network: postbacks.network })
      .from(postbacks)
      .where(eq(postbacks.id, input.postbackId))
      .for('update');
    if (!postback) return refuse('postback_not_found');
    if (postback.status === 'delivered') return refuse('postback_already_delivered');
    await tx
      .update(queuedJobs)
      .set({ runAt: now, failedAt: null })
      .where(and(eq(queuedJobs.id, postback.jobId), isNull(queuedJobs.doneAt)));
    await tx.update(postbacks).set({ status: 'pending' }).where(eq(postbacks.id, input.postbackId));
    await recordAudit(
      tx,
      {
        staffId: input.actor.staffId,
        action: 'traffic.postback_send',
        targetType: 'postback',
        targetId: input.postbackId,
        before: { status: postback.status },
        after: { status: 'pending' },
        ip: input.actor.ip,
      },
      now,
    );
    return done(Number(postback.jobId));
  });
  if (!found.ok) return found;
  await runQueuedJobs(deps, now, { [POSTBACK_JOB]: deliverPostback }, { limit: 1, only: found.value });
  const [after] = await deps.db
    .select({ status: postbacks.status })
    .from(postbacks)
    .where(eq(postbacks.id, input.postbackId));
  return done({ status: after!.status });
}
