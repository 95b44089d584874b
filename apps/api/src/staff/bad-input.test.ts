/**
 * Bad input on the staff API's writes (issue 18): a NUL byte in a text is a 400 with the field
 * named, a post from another site's page is a 403, and neither writes anything (no audit row).
 */
import { auditLog, staff } from '@dating/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from '../test/harness.ts';
import { CONSOLE_ORIGIN, staffWithSession } from '../test/staff.ts';

let h: Awaited<ReturnType<typeof createHarness>>;
let admin: Awaited<ReturnType<typeof staffWithSession>>;
beforeAll(async () => {
  h = await createHarness({ members: 6 });
  admin = await staffWithSession(h.db, 'admin');
});
afterAll(() => h.close());

const written = async () => ({
  audit: Number((await h.db.select({ n: count() }).from(auditLog))[0]!.n),
  staff: Number((await h.db.select({ n: count() }).from(staff))[0]!.n),
});

const writes: [string, string, Record<string, unknown>][] = [
  ['login', '/staff-api/login', { email: 'a\u0000@x.test', password: 'x\u0000y' }],
  ['invite', '/staff-api/staff', { email: 'new\u0000@staff.test', name: 'N\u0000', role: 'support' }],
  ['desk note', '/staff-api/desk/conversations/1/notes', { body: 'hi\u0000there' }],
  ['desk reply', '/staff-api/desk/conversations/1/reply', { body: 'hi\u0000there' }],
  ['payment refund', '/staff-api/payments/1/refund', { amount: 100, reason: 'asked\u0000twice' }],
];

describe('bad input on the staff API', () => {
  it.each(writes)('%s: a NUL byte is a 400, nothing written', async (_name, path, body) => {
    const before = await written();
    const res = await h.request(path, {
      method: 'POST',
      origin: CONSOLE_ORIGIN,
      cookie: admin.cookie,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(await written()).toEqual(before);
  });

  it.each(writes)('%s: a post from another site is a 403, nothing written', async (_name, path, body) => {
    const before = await written();
    const res = await h.request(path, {
      method: 'POST',
      origin: CONSOLE_ORIGIN,
      cookie: admin.cookie,
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden_origin');
    expect(await written()).toEqual(before);
  });
});
