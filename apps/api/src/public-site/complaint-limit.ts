/**
 * The per-IP daily limit on complaints (ADR 0030): counted from the stored complaints of this
 * UTC day, so every API instance sees the same count. Two requests racing past the last free
 * slot can both be stored; for a complaints form that is acceptable.
 */
import type { Db } from '@dating/db';
import { complaints } from '@dating/db/schema';
import { COMPLAINTS_PER_IP_PER_DAY } from '@dating/domain';
import { and, count, eq, gte } from 'drizzle-orm';

/** Whether `ip` may file another complaint today. */
export async function complaintAllowed(db: Db, ip: string, now: Date): Promise<boolean> {
  const dayStart = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const [row] = await db
    .select({ n: count() })
    .from(complaints)
    .where(and(eq(complaints.ip, ip), gte(complaints.createdAt, dayStart)));
  return Number(row?.n ?? 0) < COMPLAINTS_PER_IP_PER_DAY;
}
