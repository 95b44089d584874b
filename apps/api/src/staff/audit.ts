/**
 * The audit log (issue 18): every staff action is written in the same transaction as the change
 * it records, so a change without its row (or a row without its change) cannot happen.
 */
import type { Writer } from '../core/db-access.ts';
import { auditLog } from '@dating/db/schema';

export interface AuditEntry {
  /** Null for the system itself (the seed, a CLI). */
  staffId: number | null;
  /** `<area>.<verb>`, such as `persona.create`, `desk.claim`, `staff.disable`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
}

export async function recordAudit(tx: Writer, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    createdAt: now,
  });
}
