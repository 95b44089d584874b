/**
 * Staff sessions (issue 18, ADR 0054): a 256-bit random token in its own HttpOnly,
 * SameSite=Strict cookie, only its SHA-256 stored. The password step makes a `password`-stage
 * session good for nothing but the TOTP step; the TOTP step replaces it by a `full` one (rotation).
 * A full session ends after 30 idle minutes or 12 hours, at logout, or when an admin disables the
 * staff member or resets their TOTP (every session of theirs is deleted).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@dating/db';
import { staff, staffSessions } from '@dating/db/schema';
import {
  type ConsoleArea,
  canReach,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_PASSWORD_STAGE_MS,
} from '@dating/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../http/client-ip.ts';
import { ApiHttpError } from '../http/errors.ts';
import type { StaffEnv, StaffMember } from './env.ts';

/** `__Host-staff` in production (host-only, Secure, path /); `staff_sid` on plain http. */
export const staffCookieName = (production: boolean) => (production ? '__Host-staff' : 'staff_sid');
const cookieName = (c: Context<StaffEnv>) => staffCookieName(c.get('deps').production);
const nowOf = (c: Context<StaffEnv>) => (c.get('deps').now ?? (() => new Date()))();

/** Touching `last_used_at` at most once a minute keeps reads from writing on every request. */
const TOUCH_EVERY_MS = 60_000;

export const hashStaffToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createStaffSession(
  c: Context<StaffEnv>,
  db: Db,
  staffId: number,
  stage: 'password' | 'full',
): Promise<void> {
  const now = nowOf(c);
  const token = randomBytes(32).toString('base64url');
  const old = getCookie(c, cookieName(c));
  if (old) await db.delete(staffSessions).where(eq(staffSessions.id, hashStaffToken(old)));
  const lifetime = stage === 'password' ? STAFF_SESSION_PASSWORD_STAGE_MS : STAFF_SESSION_ABSOLUTE_MS;
  await db.insert(staffSessions).values({
    id: hashStaffToken(token),
    staffId,
    stage,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
    ip: clientIp(c),
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  });
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.get('deps').production,
    path: '/',
    maxAge: lifetime / 1000,
  });
}

export async function destroyStaffSession(c: Context<StaffEnv>, db: Db): Promise<void> {
  const token = getCookie(c, cookieName(c));
  if (token) await db.delete(staffSessions).where(eq(staffSessions.id, hashStaffToken(token)));
  deleteCookie(c, cookieName(c), { path: '/', secure: c.get('deps').production });
}

/** Ends every session of a staff member (disabled, TOTP reset, password changed). */
export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Reads the staff cookie into `staff` (full session) or `pendingStaffId` (password stage). */
export const staffSessionMiddleware = createMiddleware<StaffEnv>(async (c, next) => {
  c.set('staff', null);
  c.set('staffSessionId', null);
  c.set('pendingStaffId', null);
  const token = getCookie(c, cookieName(c));
  if (token && token.length <= 128) {
    const { db } = c.get('deps');
    const now = nowOf(c);
    const id = hashStaffToken(token);
    const [row] = await db
      .select({
        stage: staffSessions.stage,
        lastUsedAt: staffSessions.lastUsedAt,
        staffId: staff.id,
        role: staff.role,
        name: staff.name,
        email: staff.email,
        language: staff.language,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(and(eq(staffSessions.id, id), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt)))
      .limit(1);
    const idle =
      row && row.stage === 'full' && now.getTime() - row.lastUsedAt.getTime() > STAFF_SESSION_IDLE_MS;
    if (row && !idle) {
      c.set('staffSessionId', id);
      if (row.stage === 'password') c.set('pendingStaffId', Number(row.staffId));
      else {
        const member: StaffMember = {
          id: Number(row.staffId),
          role: row.role,
          name: row.name,
          email: row.email,
          language: row.language,
        };
        c.set('staff', member);
        if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
          await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, id));
        }
      }
    } else if (idle) {
      await db.delete(staffSessions).where(eq(staffSessions.id, id));
    }
  }
  await next();
});

/**
 * The signed-in staff member allowed into `area`: 401 `staff_authentication_required` without a
 * full session (a member's cookie is no staff session), 403 `staff_role_forbidden` for a role
 * that may not reach the area.
 */
export function requireStaff(c: Context<StaffEnv>, area: ConsoleArea): StaffMember {
  const member = c.get('staff');
  if (!member) throw new ApiHttpError(401, 'staff_authentication_required', 'Staff login required');
  if (!canReach(member.role, area)) {
    throw new ApiHttpError(403, 'staff_role_forbidden', 'Your role cannot open this part of the console');
  }
  return member;
}
