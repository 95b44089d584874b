/**
 * Bad input on the staff API's writes (issue 18): a NUL byte in a text is a 400 with the field
 * named, a post from another site's page is a 403, and neither writes anything (no audit row).
 */
import { auditLog, personas, staff } from '@dating/db/schema';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Doc, writesOf } from '../security/fuzz-inputs.ts';
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
  personas: Number((await h.db.select({ n: count() }).from(personas))[0]!.n),
});

type Write = [name: string, method: string, path: string, body: Record<string, unknown>];

/** Every write that takes text: a NUL byte in it is refused. */
const textWrites: Write[] = [
  ['login', 'POST', '/staff-api/login', { email: 'a\u0000@x.test', password: 'x\u0000y' }],
  ['invite', 'POST', '/staff-api/staff', { email: 'new\u0000@staff.test', name: 'N\u0000', role: 'support' }],
  ['desk note', 'POST', '/staff-api/desk/conversations/1/notes', { body: 'hi\u0000there' }],
  ['desk reply', 'POST', '/staff-api/desk/conversations/1/reply', { body: 'hi\u0000there' }],
  [
    'persona create',
    'POST',
    '/staff-api/personas',
    {
      label: 'L\u0000',
      name: 'Nina',
      gender: 'female',
      looking_for: 'male',
      date_of_birth: '1990-01-01',
      country: 'NL',
      brands: ['velvet'],
    },
  ],
  ['persona edit', 'PATCH', '/staff-api/personas/1', { label: 'L\u0000' }],
  ['persona brand add', 'POST', '/staff-api/personas/1/brands', { brand: 'velvet\u0000' }],
  ['persona brand remove', 'DELETE', '/staff-api/personas/1/brands', { brand: 'velvet\u0000' }],
  ['photo reject', 'POST', '/staff-api/moderation/photos/1/reject', { reason: 'nudity\u0000' }],
  ['photo approve', 'POST', '/staff-api/moderation/photos/approve', { ids: ['1\u0000'] }],
  ['case note', 'POST', '/staff-api/reports/report/1/notes', { body: 'hi\u0000there' }],
  ['case reply', 'POST', '/staff-api/reports/complaint/1/reply', { body: 'hi\u0000there' }],
  [
    'case statement',
    'POST',
    '/staff-api/reports/report/1/statement',
    { decision: 'warning', ground: 'terms', facts: 'a\u0000', explanation: 'b' },
  ],
  ['member ban', 'POST', '/staff-api/members/1/ban', { reason: 'spam\u0000bot' }],
  ['member unban', 'POST', '/staff-api/members/1/unban', { reason: 'my\u0000take' }],
  ['member credits', 'POST', '/staff-api/members/1/credits', { delta: 5, reason: 'gift\u0000x' }],
  ['member erase', 'POST', '/staff-api/members/1/erase', { reason: 'asked\u0000', confirm_id: 1 }],
  ['payment refund', 'POST', '/staff-api/payments/1/refund', { amount: 100, reason: 'asked\u0000twice' }],
];

/** And the writes without text: every one is refused from another site's page too. */
const writes: Write[] = [
  ...textWrites,
  ['persona retire', 'PUT', '/staff-api/personas/1/retired', { retired: true }],
  ['persona like', 'POST', '/staff-api/personas/1/likes', { member: 1 }],
  ['persona main photo', 'PUT', '/staff-api/personas/1/photos/1/main', {}],
  ['persona photo delete', 'DELETE', '/staff-api/personas/1/photos/1', {}],
  ['staff role', 'PUT', '/staff-api/staff/1/role', { role: 'support' }],
  ['staff disable', 'POST', '/staff-api/staff/1/disable', {}],
  ['staff enable', 'POST', '/staff-api/staff/1/enable', {}],
  ['staff reset TOTP', 'POST', '/staff-api/staff/1/reset-totp', {}],
];

describe('bad input on the staff API', () => {
  it.each(textWrites)('%s: a NUL byte is a 400, nothing written', async (_name, method, path, body) => {
    const before = await written();
    const res = await h.request(path, {
      method,
      origin: CONSOLE_ORIGIN,
      cookie: admin.cookie,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(await written()).toEqual(before);
  });

  it.each(writes)(
    '%s: a post from another site is a 403, nothing written',
    async (_name, method, path, body) => {
      const before = await written();
      const res = await h.request(path, {
        method,
        origin: CONSOLE_ORIGIN,
        cookie: admin.cookie,
        headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden_origin');
      expect(await written()).toEqual(before);
    },
  );
});

describe('every write of the staff API document', () => {
  it('is refused from another site with the admin’s cookie: 403 forbidden_origin', async () => {
    const ops = writesOf(
      (await h.request('/staff-api/openapi.json', { origin: CONSOLE_ORIGIN })).body as Doc,
    );
    // Issue 22's writes are in the document, so each is checked here as it is added.
    expect(ops).toEqual(
      expect.arrayContaining([
        'POST /staff-api/refund-requests/{id}/approve',
        'POST /staff-api/refund-requests/{id}/decline',
        'PUT /staff-api/personas/{id}/performer-record',
        'PUT /staff-api/personas/{id}/explicit-media',
        'PUT /staff-api/sites/{host}/settings',
      ]),
    );
    const before = await written();
    const answers: string[] = [];
    for (const op of ops) {
      const [method, path] = op.split(' ') as [string, string];
      const res = await h.request(path.replace('{host}', 'velvet.localhost').replace(/\{[^}]+\}/g, '1'), {
        method,
        origin: CONSOLE_ORIGIN,
        cookie: admin.cookie,
        headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        body: '{}',
      });
      answers.push(`${op}: ${res.status} ${res.body?.error?.code ?? ''}`);
    }
    expect(answers.filter((a) => !a.endsWith(': 403 forbidden_origin'))).toEqual([]);
    expect(await written()).toEqual(before);
  });
});
