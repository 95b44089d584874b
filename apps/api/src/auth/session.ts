/**
 * Sessions (DESIGN.md §4): a 256-bit random token in an HttpOnly, SameSite=Lax cookie for
 * 30 days; only its SHA-256 is stored, so a database leak gives no usable session. A new
 * session is made at every login (rotation) and deleted at logout.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { User } from '@dating/contract';
import { sessions, users } from '@dating/db/schema';
import { type Db, preparedOnce } from '@dating/db';
import { sessionCookieName } from '@dating/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { clockOf } from '../http/clock.ts';
import { loadUserView } from '../members/user-view.ts';
import { sessionEndedByBan } from './bans.ts';
import { pageReadsOf, readOnce } from './page-reads.ts';

/** `__Host-sid` in production, `sid` on plain http (ADR 0044); read under the name in use only. */
const cookieName = (c: Context<ApiEnv>) => sessionCookieName(c.get('deps').production);
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SessionUser {
  id: number;
  brandId: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(c: Context<ApiEnv>, db: Db, userId: number): Promise<void> {
  const now = clockOf(c)();
  const token = randomBytes(32).toString('base64url');
  const old = getCookie(c, cookieName(c));
  if (old) await db.delete(sessions).where(eq(sessions.id, hashToken(old)));
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  });
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').production,
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export async function destroySession(c: Context<ApiEnv>, db: Db): Promise<void> {
  const token = getCookie(c, cookieName(c));
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  deleteCookie(c, cookieName(c), { path: '/', secure: c.get('deps').production });
}

/**
 * Reads the session cookie into `user` (or null); an expired or foreign-brand session counts as
 * none. The calls of one site page look the session up once (auth/page-reads.ts, ADR 0078).
 */
export const sessionMiddleware = createMiddleware<ApiEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  c.set('sessionBanned', false);
  c.set('pageReads', pageReadsOf(c));
  const token = getCookie(c, cookieName(c));
  if (token && token.length <= 128) {
    const id = hashToken(token);
    const { row, banned } = await readOnce(c, `session:${id}`, () =>
      lookUpSession(c.get('deps').db, id, clockOf(c)()),
    );
    if (row && row.brandId === c.get('site').brand.id && row.status !== 'pending_deletion') {
      c.set('user', { id: Number(row.userId), brandId: row.brandId });
      c.set('sessionId', id);
    } else if (banned) {
      c.set('sessionBanned', true);
    }
  }
  await next();
});

/** Every request of a member runs it: prepared (ADR 0084). */
const sessionLookup = (db: Db) =>
  db
    .select({ userId: users.id, brandId: users.brandId, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');

/** The session's member, or whether a ban ended the session when it no longer works. */
async function lookUpSession(db: Db, id: string, now: Date) {
  const [row] = await preparedOnce(db, 'session_lookup', sessionLookup).execute({ id, now });
  return { row, banned: !row && (await sessionEndedByBan(db, id, now)) };
}

/**
 * The signed-in member, or a 403 `authentication_required` (spec §7: the client then logs out);
 * `account_banned` for a session a ban ended.
 */
export function requireUser(c: Context<ApiEnv>): SessionUser {
  const user = c.get('user');
  // A session a ban ended: the site shows the ban page instead of the login page (issue 19).
  if (!user && c.get('sessionBanned'))
    throw new ApiHttpError(403, 'account_banned', 'This account is banned');
  if (!user) throw new ApiHttpError(403, 'authentication_required', 'You need to be logged in');
  return user;
}

/**
 * The signed-in member as they see themselves (spec §3 User), null for a visitor: read once for
 * all the calls of a site page (ADR 0078), the page shell's and the profile's.
 */
export function signedInView(c: Context<ApiEnv>): Promise<User | null> {
  const user = c.get('user');
  if (!user) return Promise.resolve(null);
  return readOnce(c, `member:${user.id}`, () => loadUserView(c.get('deps').db, user.id));
}
