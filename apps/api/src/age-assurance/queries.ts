/**
 * What a member's age checks allow (ADR 0088): the methods their visitor country requires, the
 * ones they passed, and whether explicit media is withheld. Read on the requests that carry such
 * media (a profile, a conversation, a chat photo) — only when the country requires anything.
 */
import { ageChecks } from '@dating/db/schema';
import {
  type AgeAssuranceByCountry,
  type AgeCheckMethod,
  type AgeCheckResult,
  explicitMediaLocked,
  missingAgeChecks,
  requiredAgeChecks,
} from '@dating/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@dating/db';

export interface AgeGate {
  /** The visitor country the requirement is read for (ADR 0007). */
  country: string | null;
  required: AgeCheckMethod[];
  missing: AgeCheckMethod[];
  /** Explicit media is withheld from this viewer. */
  locked: boolean;
}

/** The methods a member passed (a pass is kept; a later failure of the same method does not undo it). */
export async function passedAgeChecks(db: Db, userId: number): Promise<AgeCheckMethod[]> {
  const rows = await db
    .selectDistinct({ method: ageChecks.method })
    .from(ageChecks)
    .where(and(eq(ageChecks.userId, userId), eq(ageChecks.result, 'passed')));
  return rows.map((r) => r.method as AgeCheckMethod);
}

/** The gate for a viewer (null: a visitor, who can pass no check) from a country. */
export async function ageGate(
  db: Db,
  input: { userId: number | null; country: string | null; byCountry: AgeAssuranceByCountry },
): Promise<AgeGate> {
  const required = requiredAgeChecks(input.byCountry, input.country);
  // Most countries require nothing: no read at all then.
  const passed = required.length > 0 && input.userId !== null ? await passedAgeChecks(db, input.userId) : [];
  const missing = missingAgeChecks(required, passed);
  return { country: input.country, required, missing, locked: explicitMediaLocked(missing) };
}

export interface AgeCheckRecord {
  method: AgeCheckMethod;
  provider: string;
  result: AgeCheckResult | 'pending';
  startedAt: Date;
  completedAt: Date | null;
}

/** The member's latest checks, newest first (what /age-check shows them). */
export async function ageCheckHistory(db: Db, userId: number, limit = 10): Promise<AgeCheckRecord[]> {
  const rows = await db
    .select()
    .from(ageChecks)
    .where(eq(ageChecks.userId, userId))
    .orderBy(desc(ageChecks.startedAt), desc(ageChecks.id))
    .limit(limit);
  return rows.map((r) => ({
    method: r.method as AgeCheckMethod,
    provider: r.provider,
    result: r.result,
    startedAt: r.startedAt,
    completedAt: r.completedAt,
  }));
}
