/**
 * The audit log page (admins): newest first, filtered by staff member, action and days (UTC),
 * paged by keyset (`before` = the last id seen), so a page costs the same however deep it is.
 */
import type { AuditPage, AuditQuery } from '@dating/contract';
import type { Db } from '@dating/db';
import { keysetBatches } from '../../core/keyset.ts';
import { auditLog, staff } from '@dating/db/schema';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';

export const AUDIT_PAGE_SIZE = 50;

const DAY_MS = 24 * 60 * 60_000;

/** Audit rows newest first, matching the filters, `limit` of them from before `before`. */
async function auditRows(db: Db, query: AuditQuery, before: number | undefined, limit: number) {
  const where: SQL[] = [];
  if (query.staff_id) where.push(eq(auditLog.staffId, query.staff_id));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  if (before) where.push(lt(auditLog.id, before));
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      staffId: auditLog.staffId,
      staffName: staff.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    created_at: r.createdAt.toISOString(),
    staff_id: r.staffId === null ? null : Number(r.staffId),
    staff_name: r.staffName,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
  }));
}

export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const rows = await auditRows(db, query, query.before, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const actions = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const people = await db.select({ id: staff.id, name: staff.name }).from(staff).orderBy(asc(staff.name));
  return {
    rows: page.map(({ ip: _ip, ...row }) => row),
    next_before: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1]!.id : null,
    actions: actions.map((a) => a.action),
    staff: people.map((p) => ({ id: Number(p.id), name: p.name })),
  };
}

/** Every audit row the filters match, newest first, in batches (the CSV export). */
export const auditBatches = (db: Db, query: AuditQuery) =>
  keysetBatches((before, limit) => auditRows(db, query, before, limit), query.before);
