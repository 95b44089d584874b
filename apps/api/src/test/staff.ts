/**
 * Staff for API tests (issue 18): a staff member of a role with a full session made directly in
 * the database (the login itself is tested in staff/auth tests), and requests to the console host.
 */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@dating/domain';
import { staff, staffSessions } from '@dating/db/schema';
import type { Db } from '@dating/db';
import { hashStaffToken } from '../staff/session.ts';

export const CONSOLE_ORIGIN = 'http://console.localhost';
let counter = 0;

/** A new staff member of `role` and the `staff_sid=…` cookie of a full session. */
export async function staffWithSession(db: Db, role: StaffRole, now = new Date()) {
  counter += 1;
  const email = `${role}-${counter}-${randomBytes(3).toString('hex')}@staff.test`;
  const [row] = await db
    .insert(staff)
    .values({ email, emailNormalized: email, name: `${role} ${counter}`, role, totpConfirmedAt: now })
    .returning({ id: staff.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    id: hashStaffToken(token),
    staffId: Number(row!.id),
    stage: 'full',
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3_600_000),
  });
  return { id: Number(row!.id), email, cookie: `staff_sid=${token}` };
}

/** One staff member of each role, each with a full session. */
export async function staffOfEveryRole(db: Db, now = new Date()) {
  return {
    admin: await staffWithSession(db, 'admin', now),
    support: await staffWithSession(db, 'support', now),
    operator: await staffWithSession(db, 'operator', now),
  };
}

/**
 * A staff API caller for one harness: `call(path, cookie, { method, body, origin })` sends JSON
 * (or a FormData body as it is) to the console host; `origin` makes it a cross-site post from that page.
 */
export function staffCaller(h: {
  request: (
    path: string,
    init: RequestInit & { origin?: string; cookie?: string },
  ) => Promise<{
    status: number;
    headers: Headers;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    body: any;
  }>;
}) {
  return (path: string, cookie: string, init: { method?: string; body?: unknown; origin?: string } = {}) =>
    h.request(`/staff-api${path}`, {
      origin: CONSOLE_ORIGIN,
      headers: init.origin ? { origin: init.origin, 'sec-fetch-site': 'cross-site' } : undefined,
      cookie,
      method: init.method ?? 'GET',
      body:
        init.body === undefined
          ? undefined
          : init.body instanceof FormData
            ? init.body
            : JSON.stringify(init.body),
    });
}
