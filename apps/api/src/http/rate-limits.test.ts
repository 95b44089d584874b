/**
 * ADR 0045: the rate limits with their real figures (no raised per-IP factor here), as a caller
 * sees them: 429, code, the minutes for the translated text and Retry-After. On the test
 * database (PGlite or PostgreSQL) and once more with the counters in Redis at 127.0.0.1:6379.
 */
import { getFixedT } from '@dating/i18n/server';
import {
  complaints,
  likes,
  outboxMessages,
  payments,
  photos,
  rateLimits,
  reports,
  users,
} from '@dating/db/schema';
import { Redis } from 'ioredis';
import { and, eq, like, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { RATE_LIMITS } from './rate-limits.ts';

const post = (body: unknown, cookie?: string) => ({ method: 'POST', body: JSON.stringify(body), cookie });
let n = 0;
const signupForm = () => ({
  email: `limit${++n}-${Date.now()}@example.org`,
  name: `Limit${n}`,
  date_of_birth: '1990-04-12',
  password: 'violet-harbour-lantern',
  gender: 'male',
  looking_for: 'female',
  terms: true,
});

function expectRateLimited(
  res: { status: number; headers: Headers; body: { error: { code: string; params?: { minutes?: number } } } },
  code = 'rate_limited',
) {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe(code);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.body.error.params?.minutes).toBe(Math.ceil(retryAfter / 60));
  return retryAfter;
}

describe('rate limits on the database', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ members: 6, realRateLimits: true });
  });
  afterAll(() => h.close());

  it('limits signups per IP and answers the translated message with the minutes to wait', async () => {
    for (let i = 0; i < RATE_LIMITS.signupPerIp.points; i++) {
      expect((await h.request('/api/signup.php', post(signupForm()))).status).toBe(201);
    }
    const before = await h.db.$count(users);
    const over = await h.request('/api/signup.php', post(signupForm()));
    const retryAfter = expectRateLimited(over);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signupPerIp.seconds);
    expect(await h.db.$count(users)).toBe(before);
    const minutes = over.body.error.params.minutes;
    // The site shows the code's text in the member's language, with the minutes in it.
    expect((await getFixedT('en'))('errors.rate_limited', { minutes })).toContain(`${minutes} min`);
    expect((await getFixedT('de'))('errors.rate_limited', { minutes })).toMatch(new RegExp(`${minutes} Min`));
  });

  it('limits the messages a member sends per minute', async () => {
    const bob = await h.member('bob@velvet.demo');
    const alice = await h.member('alice@velvet.demo');
    for (let i = 0; i < RATE_LIMITS.messagesPerAccount.points; i++) {
      const res = await h.request(
        '/api/message.php',
        post({ profile: alice.id, text: `Hello ${i}` }, bob.cookie),
      );
      expect(res.status).toBe(201);
    }
    const over = await h.request(
      '/api/message.php',
      post({ profile: alice.id, text: 'One more' }, bob.cookie),
    );
    expectRateLimited(over);
    // Another member is not affected by bob's count.
    const reply = await h.request('/api/message.php', post({ profile: bob.id, text: 'Hi' }, alice.cookie));
    expect(reply.status).not.toBe(429);
  });

  it('sends one new activation link a minute and says how long to wait', async () => {
    // carol has not confirmed her e-mail address yet.
    const { cookie } = await h.member('carol@velvet.demo');
    expect((await h.request('/api/activation-mail.php', post({}, cookie))).status).toBe(200);
    const again = await h.request('/api/activation-mail.php', post({}, cookie));
    const retryAfter = expectRateLimited(again);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.body.error.params.minutes).toBe(1);
    // The minute is over: the next link goes out.
    await h.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, 'rl:activationResendPerAccount:%'));
    expect((await h.request('/api/activation-mail.php', post({}, cookie))).status).toBe(200);
  });
  // Last: it leaves this address blocked for logins.
  it('keeps counting wrong passwords per IP when the same IP logs into an own account in between', async () => {
    const { points } = RATE_LIMITS.loginFailuresPerIp;
    // Three failures per made-up address stay below the per-account lockout of five.
    for (let i = 0; i < points - 5; i++) {
      const res = await h.login(`victim${Math.floor(i / 3)}@example.org`, 'guess-123');
      expect(res.status).toBe(401);
    }
    expect((await h.login('alice@velvet.demo')).status).toBe(200);
    for (let i = points - 5; i < points; i++) {
      expect((await h.login(`victim${Math.floor(i / 3)}@example.org`, 'guess-123')).status).toBe(401);
    }
    // Even the right password of another account is refused from this address now.
    const blocked = await h.login('bob@velvet.demo');
    const retryAfter = expectRateLimited(blocked, 'login_blocked');
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.loginFailuresPerIp.seconds);
  });
});

describe('the limits of likes, reports, payments, uploads, reset links, complaints and all writes', () => {
  let h: Harness;
  let bob: { id: number; cookie: string };
  let others: number[];
  beforeAll(async () => {
    h = await createHarness({ members: 8, realRateLimits: true });
    bob = await h.member('bob@velvet.demo');
    others = (
      await h.db
        .select({ id: users.id })
        .from(users)
        .where(and(ne(users.id, bob.id), like(users.emailNormalized, 'member%@velvet.demo')))
    ).map((u) => u.id);
  });
  afterAll(() => h.close());
  // Every test starts as after its windows have passed: the per-IP write count of one test
  // (all calls here come from one address) must not spill into the next.
  beforeEach(async () => {
    await h.db.delete(rateLimits);
  });

  const complaint = {
    reason: 'billing',
    message: 'I was charged twice for the same bundle.',
    name: 'Jo Visitor',
    email: 'jo@example.com',
  };
  const count = async (table: typeof likes | typeof reports | typeof payments | typeof photos) =>
    h.db.$count(table);

  it('limits likes to 60 a minute per member, like.php and swipe.php together', async () => {
    const { points } = RATE_LIMITS.likesPerAccount;
    const [first, second, third] = others as [number, number, number];
    // Liking again changes nothing but still counts, as a script hammering the button would.
    for (let i = 0; i < points - 1; i++) {
      expect((await h.request('/api/like.php', post({ id: first }, bob.cookie))).status).toBe(200);
    }
    expect((await h.request('/api/swipe.php', post({ id: second, like: true }, bob.cookie))).status).toBe(
      200,
    );
    const before = await count(likes);
    expectRateLimited(await h.request('/api/like.php', post({ id: third }, bob.cookie)));
    expectRateLimited(await h.request('/api/swipe.php', post({ id: third, like: true }, bob.cookie)));
    expect(await count(likes)).toBe(before);
  });

  it('limits reports to 10 a day per member', async () => {
    const { points, seconds } = RATE_LIMITS.reportsPerAccount;
    for (let i = 0; i < points; i++) {
      const res = await h.request(
        '/api/report.php',
        post({ id: others[i % others.length], reason: 'spam' }, bob.cookie),
      );
      expect(res.status).toBe(201);
    }
    const before = await count(reports);
    const over = expectRateLimited(
      await h.request('/api/report.php', post({ id: others[0], reason: 'fake' }, bob.cookie)),
    );
    expect(over).toBeLessThanOrEqual(seconds);
    expect(over).toBeGreaterThan(seconds - 3600);
    expect(await count(reports)).toBe(before);
  });

  it('limits payments to 10 an hour per member, payment.php and directdebit.php together', async () => {
    const { points, seconds } = RATE_LIMITS.paymentsPerAccount;
    for (let i = 0; i < points; i++) {
      const res = await h.request(
        '/api/payment.php',
        post({ tier: 'p1', method: 'visa', disclosure_confirmed: true }, bob.cookie),
      );
      expect(res.status).toBe(201);
    }
    const before = await count(payments);
    const over = expectRateLimited(
      await h.request(
        '/api/payment.php',
        post({ tier: 'p1', method: 'visa', disclosure_confirmed: true }, bob.cookie),
      ),
    );
    expect(over).toBeLessThanOrEqual(seconds);
    const debit = {
      tier: 'p1',
      iban: 'DE89370400440532013000',
      mobile: '+4915112345678',
      holder: 'Bob Demo',
    };
    expectRateLimited(await h.request('/api/directdebit.php', post(debit, bob.cookie)));
    expect(await count(payments)).toBe(before);
  });

  it('limits uploads to 30 an hour per member, photos.php and message-photo.php together', async () => {
    const { points, seconds } = RATE_LIMITS.uploadsPerAccount;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const upload = (path: string, bytes: Uint8Array, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set('photo', new File([bytes], 'me.png', { type: 'image/png' }));
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return h.request(path, { method: 'POST', body: form, cookie: bob.cookie });
    };
    // Refused files count too (the work of reading them is done): cheap ones fill the hour.
    for (let i = 0; i < points - 1; i++) {
      expect((await upload('/api/photos.php', new TextEncoder().encode('not an image'))).status).toBe(400);
    }
    expect((await upload('/api/photos.php', png)).status).toBe(201);
    const before = await count(photos);
    const over = expectRateLimited(await upload('/api/photos.php', png));
    expect(over).toBeLessThanOrEqual(seconds);
    expectRateLimited(await upload('/api/message-photo.php', png, { profile: String(others[0]) }));
    expect(await count(photos)).toBe(before);
  });

  it('limits requests for a reset link to 10 an hour per IP, found addresses or not', async () => {
    const { points, seconds } = RATE_LIMITS.resetRequestsPerIp;
    const ask = (email: string) => h.request('/api/reset-password.php', post({ email }));
    for (let i = 0; i < points - 1; i++) {
      expect((await ask(`nobody${i}@example.org`)).body.error.code).toBe('email_not_found');
    }
    expect((await ask('alice@velvet.demo')).status).toBe(200);
    const mails = await h.db.$count(outboxMessages);
    const over = expectRateLimited(await ask('bob@velvet.demo'));
    expect(over).toBeLessThanOrEqual(seconds);
    expect(await h.db.$count(outboxMessages)).toBe(mails);
  });

  it('limits complaints to 5 an hour per IP, apart from the daily count', async () => {
    const { points, seconds } = RATE_LIMITS.complaintsPerIpHourly;
    for (let i = 0; i < points; i++) {
      expect((await h.request('/api/complaints.php', post(complaint))).status).toBe(201);
    }
    // As just after midnight UTC: the day's count (ADR 0030) starts again, the hour's does not.
    await h.db.update(complaints).set({ createdAt: new Date(Date.now() - 86_400_000 * 2) });
    const before = await h.db.$count(complaints);
    const over = expectRateLimited(await h.request('/api/complaints.php', post(complaint)));
    expect(over).toBeLessThanOrEqual(seconds);
    expect(await h.db.$count(complaints)).toBe(before);
  });

  it('limits every write of a member to 120 a minute', async () => {
    const { points, seconds } = RATE_LIMITS.writesPerAccount;
    // The cheapest write: refused by validation, after the limit has counted it.
    for (let i = 0; i < points - 1; i++) {
      expect((await h.request('/api/block.php', post({ id: 'x' }, bob.cookie))).status).toBe(400);
    }
    expect((await h.request('/api/like.php', post({ id: others[0] }, bob.cookie))).status).toBe(200);
    const before = await count(likes);
    const over = expectRateLimited(await h.request('/api/like.php', post({ id: others[1] }, bob.cookie)));
    expect(over).toBeLessThanOrEqual(seconds);
    expect(await count(likes)).toBe(before);
    // Another member on the same address writes on.
    const alice = await h.member('alice@velvet.demo');
    expect((await h.request('/api/like.php', post({ id: others[1] }, alice.cookie))).status).toBe(200);
  });

  it('limits every write from one IP to 300 a minute, logged in or not', async () => {
    const { points, seconds } = RATE_LIMITS.writesPerIp;
    // The cheapest write: refused for want of a session, after the limit has counted it.
    for (let i = 0; i < points - 1; i++) {
      expect((await h.request('/api/block.php', post({ id: others[0] }))).status).toBe(403);
    }
    await h.db.delete(complaints);
    expect((await h.request('/api/complaints.php', post(complaint))).status).toBe(201);
    const over = expectRateLimited(await h.request('/api/complaints.php', post(complaint)));
    expect(over).toBeLessThanOrEqual(seconds);
    expect(await h.db.$count(complaints)).toBe(1);
    // A member's write from that address is refused too.
    expectRateLimited(await h.request('/api/like.php', post({ id: others[0] }, bob.cookie)));
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  // Redis runs here and in CI: this suite fails, never skips, when 127.0.0.1:6379 does not answer.
  const prefix = `test-rl-${process.pid}-${Date.now()}:`;
  let redis: Redis;
  let h: Harness;
  beforeAll(async () => {
    redis = new Redis({
      host: '127.0.0.1',
      port: 6379,
      keyPrefix: prefix,
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    await redis.connect();
    h = await createHarness({ members: 4, redis, realRateLimits: true });
  });
  afterAll(async () => {
    await h?.close();
    const plain = new Redis({ host: '127.0.0.1', port: 6379 });
    const keys = await plain.keys(`${prefix}*`);
    if (keys.length) await plain.del(...keys);
    plain.disconnect();
    redis?.disconnect();
  });

  it('counts signups per IP in Redis, not in the database', async () => {
    for (let i = 0; i < RATE_LIMITS.signupPerIp.points; i++) {
      expect((await h.request('/api/signup.php', post(signupForm()))).status).toBe(201);
    }
    expectRateLimited(await h.request('/api/signup.php', post(signupForm())));
    expect(Number(await redis.get('rl:signupPerIp:local'))).toBe(RATE_LIMITS.signupPerIp.points + 1);
    expect(await h.db.select().from(rateLimits).where(eq(rateLimits.key, 'rl:signupPerIp:local'))).toEqual(
      [],
    );
  });
});
