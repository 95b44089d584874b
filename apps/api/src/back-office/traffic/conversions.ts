/**
 * Conversions (issue 19 point 7, ADR 0066): a signup, an activation or a first purchase is
 * recorded in the transaction that makes it, once per member and event, and — when the member came
 * from a network with a postback template — the postback to that network is queued in the same
 * transaction, so it is sent exactly when the conversion exists.
 */
import type { Db } from '@dating/db';
import { conversions, postbackTemplates, postbacks } from '@dating/db/schema';
import { type PostbackEvent, expandPostbackTemplate, postbackAmount } from '@dating/domain';
import { eq } from 'drizzle-orm';
import { enqueueJob } from '../../jobs/enqueue.ts';

export const POSTBACK_JOB = 'postback';

export interface Conversion {
  userId: number;
  brandId: string;
  event: PostbackEvent;
  tracking: Readonly<Record<string, string>>;
  /** The first purchase's amount (minor units) and currency. */
  amountMinor?: number;
  currency?: string;
}

/** Records the conversion (a repeat is ignored) and queues its postback; call inside the transaction. */
export async function recordConversion(tx: Db, c: Conversion, now: Date): Promise<void> {
  const t = (key: string) => c.tracking[key] ?? '';
  const [row] = await tx
    .insert(conversions)
    .values({
      userId: c.userId,
      brandId: c.brandId,
      event: c.event,
      network: t('network'),
      ref: t('ref'),
      sub1: t('sub1'),
      sub2: t('sub2'),
      sub3: t('sub3'),
      amountMinor: c.amountMinor ?? 0,
      currency: c.currency ?? '',
      occurredAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: conversions.id });
  if (!row || !t('network')) return;
  const [template] = await tx
    .select({ url: postbackTemplates.urlTemplate })
    .from(postbackTemplates)
    .where(eq(postbackTemplates.network, t('network')));
  if (!template) return;
  // Expanded now: the postback reports the conversion as it was, whatever the template becomes.
  const url = expandPostbackTemplate(template.url, {
    event: c.event,
    network: t('network'),
    ref: t('ref'),
    sub1: t('sub1'),
    sub2: t('sub2'),
    sub3: t('sub3'),
    amount: postbackAmount(c.amountMinor ?? 0),
    currency: c.currency ?? '',
    brand: c.brandId,
    member: String(c.userId),
  });
  const jobId = await enqueueJob(tx, POSTBACK_JOB, { url }, now);
  await tx.insert(postbacks).values({
    jobId,
    conversionId: Number(row.id),
    network: t('network'),
    event: c.event,
    url,
    createdAt: now,
  });
}
