/**
 * Staff management by admins (issue 18, ADR 0054): invite, accept an invitation, change a role,
 * disable, enable, reset the TOTP enrolment. Every change writes its audit row (before/after) in
 * the same transaction; disabling and resetting end every session of that staff member at once.
 * An admin cannot disable or demote themselves (`staff_self_change`): the console must always
 * keep someone who can manage it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@dating/domain';
import type { Db } from '@dating/db';
import { staff, staffInvites } from '@dating/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { Clock } from '../../core/clock.ts';
import { done, type Result, refuse } from '../../core/result.ts';
import { recordAudit } from '../audit.ts';
import { normalizeStaffEmail } from '../auth/commands.ts';
import { revokeStaffSessions } from '../session.ts';

/** An invitation link works for 7 days, once. */
export const STAFF_INVITE_MS = 7 * 24 * 60 * 60_000;

export const hashInviteToken = (token: string) =>
  createHash('sha256').update(`staff-invite:${token}`).digest('hex');

/** Who acts, from where (for the audit row). */
export interface Actor {
  id: number;
  ip: string | null;
}

type StaffRowDb = typeof staff.$inferSelect;
/** The values of a staff row the audit log keeps (never a hash or a secret). */
const auditView = (row: Pick<StaffRowDb, 'email' | 'name' | 'role' | 'disabledAt'>) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
});

export async function inviteStaff(
  db: Db,
  input: { actor: Actor; email: string; name: string; role: StaffRole; language: string },
  clock: Clock,
): Promise<Result<{ staffId: number; token: string }>> {
  const now = clock();
  const emailNormalized = normalizeStaffEmail(input.email);
  const token = randomBytes(32).toString('base64url');
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email: input.email.trim(),
        emailNormalized,
        name: input.name,
        role: input.role,
        language: input.language,
        createdAt: now,
      })
      .onConflictDoNothing({ target: staff.emailNormalized })
      .returning();
    if (!row) return null;
    const staffId = Number(row.id);
    await tx.insert(staffInvites).values({
      staffId,
      tokenHash: hashInviteToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_INVITE_MS),
    });
    await recordAudit(
      tx,
      {
        staffId: input.actor.id,
        action: 'staff.invite',
        targetType: 'staff',
        targetId: staffId,
        after: auditView(row),
        ip: input.actor.ip,
      },
      now,
    );
    return staffId;
  });
  if (result === null) return refuse('staff_email_taken', { fields: { email: 'taken' } });
  return done({ staffId: result, token });
}

/** Who an invitation link is for, while it works. */
export async function inviteOf(
  db: Db,
  token: string,
  clock: Clock,
): Promise<Result<{ staffId: number; name: string; email: string }>> {
  const [row] = await db
    .select({ staffId: staff.id, name: staff.name, email: staff.email })
    .from(staffInvites)
    .innerJoin(staff, eq(staff.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, hashInviteToken(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, clock()),
        isNull(staff.disabledAt),
      ),
    )
    .limit(1);
  return row ? done({ ...row, staffId: Number(row.staffId) }) : refuse('staff_invite_invalid');
}

/**
 * The invited staff member chooses a password; the link is used up in the same statement that
 * checks it (two tabs cannot both use it). TOTP enrolment follows at the login's second step.
 */
export async function acceptInvite(
  db: Db,
  input: { token: string; password: string; ip: string | null },
  clock: Clock,
): Promise<Result<{ staffId: number }>> {
  const now = clock();
  const invite = await inviteOf(db, input.token, clock);
  if (!invite.ok) return invite;
  const passwordHash = await hashPassword(input.password);
  const staffId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.tokenHash, hashInviteToken(input.token)), isNull(staffInvites.usedAt)))
      .returning({ staffId: staffInvites.staffId });
    if (!used) return null;
    const id = Number(used.staffId);
    await tx
      .update(staff)
      .set({ passwordHash, totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(staff.id, id));
    await recordAudit(
      tx,
      { staffId: id, action: 'staff.invite_accept', targetType: 'staff', targetId: id, ip: input.ip },
      now,
    );
    return id;
  });
  return staffId === null ? refuse('staff_invite_invalid') : done({ staffId });
}

type Change = { role?: StaffRole; disabled?: boolean; resetTotp?: boolean };

/** One admin change on a staff member, with its audit row and (when access shrinks) no sessions left. */
async function changeStaff(
  db: Db,
  input: { actor: Actor; staffId: number; action: string; change: Change },
  clock: Clock,
): Promise<Result<{ staffId: number }>> {
  const now = clock();
  const { change } = input;
  const demotes = change.role !== undefined && change.role !== 'admin';
  if (input.actor.id === input.staffId && (change.disabled === true || demotes))
    return refuse('staff_self_change');
  const ok = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, input.staffId)).for('update').limit(1);
    if (!before) return false;
    const set: Partial<StaffRowDb> = {};
    if (change.role !== undefined) set.role = change.role;
    if (change.disabled !== undefined) set.disabledAt = change.disabled ? (before.disabledAt ?? now) : null;
    if (change.resetTotp) Object.assign(set, { totpSecret: null, totpConfirmedAt: null, totpLastStep: null });
    const [after] = await tx.update(staff).set(set).where(eq(staff.id, input.staffId)).returning();
    // Disabled, reset or given another role: every session of theirs ends now.
    await revokeStaffSessions(tx, input.staffId);
    await recordAudit(
      tx,
      {
        staffId: input.actor.id,
        action: input.action,
        targetType: 'staff',
        targetId: input.staffId,
        before: change.resetTotp ? { totpEnrolled: before.totpConfirmedAt !== null } : auditView(before),
        after: change.resetTotp ? { totpEnrolled: false } : auditView(after!),
        ip: input.actor.ip,
      },
      now,
    );
    return true;
  });
  return ok ? done({ staffId: input.staffId }) : refuse('staff_not_found');
}

export const changeStaffRole = (
  db: Db,
  input: { actor: Actor; staffId: number; role: StaffRole },
  clock: Clock,
) =>
  changeStaff(
    db,
    { actor: input.actor, staffId: input.staffId, action: 'staff.role', change: { role: input.role } },
    clock,
  );

export const disableStaff = (db: Db, input: { actor: Actor; staffId: number }, clock: Clock) =>
  changeStaff(db, { ...input, action: 'staff.disable', change: { disabled: true } }, clock);

export const enableStaff = (db: Db, input: { actor: Actor; staffId: number }, clock: Clock) =>
  changeStaff(db, { ...input, action: 'staff.enable', change: { disabled: false } }, clock);

export const resetStaffTotp = (db: Db, input: { actor: Actor; staffId: number }, clock: Clock) =>
  changeStaff(db, { ...input, action: 'staff.totp_reset', change: { resetTotp: true } }, clock);
