/** The staff list of the admin page. */
import type { StaffRow } from '@dating/contract';
import type { Db } from '@dating/db';
import { staff } from '@dating/db/schema';
import { asc, eq } from 'drizzle-orm';
import { done, type Result, refuse } from '../../core/result.ts';

const toRow = (r: typeof staff.$inferSelect): StaffRow => ({
  id: Number(r.id),
  name: r.name,
  email: r.email,
  role: r.role,
  // Invited: no password chosen and never enrolled (an invitation link is out).
  status: r.disabledAt ? 'disabled' : r.passwordHash || r.totpConfirmedAt ? 'active' : 'invited',
  last_login_at: r.lastLoginAt?.toISOString() ?? null,
});

export async function listStaff(db: Db): Promise<StaffRow[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
  return rows.map(toRow);
}

export async function staffRow(db: Db, staffId: number): Promise<Result<StaffRow>> {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
  return row ? done(toRow(row)) : refuse('staff_not_found');
}
