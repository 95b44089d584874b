/**
 * Starting an age check and recording its outcome (ADR 0088). The outcome is written only from
 * the provider's signed report, exactly once per check: a repeated report changes nothing, a
 * report of a check we never started is refused.
 */
import { randomBytes } from 'node:crypto';
import { ageChecks } from '@dating/db/schema';
import type { AgeCheckMethod } from '@dating/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '@dating/db';
import { type Result, done, refuse } from '../core/result.ts';
import type { AgeAssuranceProvider, AgeCheckReport } from './provider.ts';
import type { AgeGate } from './queries.ts';

export async function startAgeCheck(
  db: Db,
  provider: AgeAssuranceProvider,
  input: {
    userId: number;
    gate: AgeGate;
    method: AgeCheckMethod;
    returnUrl: string;
    notifyUrl: string;
    locale: string;
  },
  clock: Clock,
): Promise<Result<{ redirectUrl: string }>> {
  // Nothing to check (not required here, or passed already): straight back.
  if (!input.gate.missing.includes(input.method) || !input.gate.country) {
    return done({ redirectUrl: input.returnUrl });
  }
  if (!provider.methods.includes(input.method))
    return refuse('unsupported', { fields: { method: 'unsupported' } });
  const ref = `agc_${randomBytes(12).toString('hex')}`;
  await db.insert(ageChecks).values({
    userId: input.userId,
    method: input.method,
    provider: provider.id,
    providerRef: ref,
    country: input.gate.country,
    startedAt: clock(),
  });
  const { redirectUrl } = await provider.startCheck({
    ref,
    method: input.method,
    returnUrl: input.returnUrl,
    notifyUrl: input.notifyUrl,
    locale: input.locale,
  });
  return done({ redirectUrl });
}

/** `recorded` once, `repeat` for the same check reported again, `unknown` for a check not ours. */
export async function recordAgeCheckReport(
  db: Db,
  providerId: string,
  report: AgeCheckReport,
  clock: Clock,
): Promise<'recorded' | 'repeat' | 'unknown'> {
  const mine = and(eq(ageChecks.provider, providerId), eq(ageChecks.providerRef, report.ref));
  const updated = await db
    .update(ageChecks)
    .set({ result: report.result, completedAt: clock() })
    .where(and(mine, eq(ageChecks.result, 'pending')))
    .returning({ id: ageChecks.id });
  if (updated.length > 0) return 'recorded';
  const [known] = await db.select({ id: ageChecks.id }).from(ageChecks).where(mine).limit(1);
  return known ? 'repeat' : 'unknown';
}
