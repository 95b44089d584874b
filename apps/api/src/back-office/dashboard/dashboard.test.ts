/**
 * The dashboard over the staff API (issue 19 point 8): the numbers per brand and day agree with
 * SQL written here independently of the dashboard's query; lander visits and active days are
 * counted; admins only; bad input refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../../test/harness.ts';
import { CONSOLE_ORIGIN, staffOfEveryRole } from '../../test/staff.ts';

let h: Harness;
let admin: { cookie: string };
let operator: { cookie: string };
let support: { cookie: string };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  h = await createHarness({ members: 6 });
  ({ admin, support, operator } = await staffOfEveryRole(h.db));
});
afterAll(() => h.close());

const dashboard = (query: string, cookie = admin.cookie) =>
  h.request(`/staff-api/dashboard?${query}`, { origin: CONSOLE_ORIGIN, cookie });
const scalar = async (query: ReturnType<typeof sql>) =>
  Number(((await h.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);

describe('the dashboard', () => {
  it('counts lander visits, signups, logins, messages and payments of the day as the database holds them', async () => {
    // Lander visits: two lander loads count, the home page's showcase does not.
    for (const q of ['?lander=1&limit=4', '?lander=1', '?limit=4']) {
      expect((await h.request(`/api/showcase.php${q}`)).status).toBe(200);
    }
    // Active members: two logins of one member are one active member.
    await h.member('alice@velvet.demo');
    await h.member('alice@velvet.demo');
    const bob = await h.member('bob@velvet.demo');
    // A signup (a conversion) and a message.
    const signup = await h.request('/api/signup.php', {
      method: 'POST',
      body: JSON.stringify({
        email: 'dash1@example.org',
        name: 'Dash',
        date_of_birth: '1990-04-12',
        password: 'a-long-password',
        gender: 'male',
        looking_for: 'female',
        terms: true,
      }),
    });
    expect(signup.status).toBe(201);
    const res = await dashboard(`from=${today}&to=${today}&brand=velvet`);
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(1);
    const day = res.body.days[0];
    const start = new Date(`${today}T00:00:00Z`);
    const end = new Date(start.getTime() + 86_400_000);
    // Independently: each number as its own query on the tables.
    expect(day).toEqual({
      day: today,
      brand: 'velvet',
      lander_visits: await scalar(
        sql`select coalesce(sum(visits), 0) as n from lander_visits where brand_id = 'velvet' and day = ${today}::date`,
      ),
      signups: await scalar(
        sql`select count(*) as n from conversions where brand_id = 'velvet' and event = 'signup' and occurred_at >= ${start} and occurred_at < ${end}`,
      ),
      activations: await scalar(
        sql`select count(*) as n from conversions where brand_id = 'velvet' and event = 'activation' and occurred_at >= ${start} and occurred_at < ${end}`,
      ),
      first_purchases: await scalar(
        sql`select count(*) as n from conversions where brand_id = 'velvet' and event = 'first_purchase' and occurred_at >= ${start} and occurred_at < ${end}`,
      ),
      revenue: {},
      refunds: {},
      messages: await scalar(
        sql`select count(*) as n from messages where created_at >= ${start} and created_at < ${end} and sender_id in (select id from users where brand_id = 'velvet')`,
      ),
      active_members: await scalar(
        sql`select count(distinct user_id) as n from member_activity_days where brand_id = 'velvet' and day = ${today}::date`,
      ),
    });
    // And the values this test made happen.
    expect(day.lander_visits).toBe(2);
    expect(day.signups).toBe(1);
    expect(day.active_members).toBe(2);
    expect(bob.id).toBeGreaterThan(0);
  });

  it('adds revenue per currency and every day of the range for every brand, zeros included', async () => {
    const [u] = (
      (await h.db.execute(sql`select id from users where email = 'bob@velvet.demo'`)) as unknown as {
        rows: { id: unknown }[];
      }
    ).rows;
    const yesterday = new Date(Date.now() - 86_400_000);
    await h.db.execute(sql`
      insert into payments (user_id, tier, credits, method, currency, price_minor, fee_minor, total_minor, status, settled_at)
      values (${Number(u!.id)}, 'p0', 10, 'visa', 'EUR', 1000, 0, 1000, 'completed', ${yesterday}),
             (${Number(u!.id)}, 'p1', 20, 'visa', 'EUR', 2500, 0, 2500, 'completed', ${yesterday}),
             (${Number(u!.id)}, 'p1', 20, 'visa', 'EUR', 9900, 0, 9900, 'failed', ${yesterday})`);
    const from = yesterday.toISOString().slice(0, 10);
    const res = await dashboard(`from=${from}&to=${today}`);
    expect(res.status).toBe(200);
    const brands = res.body.brands.length;
    expect(res.body.days).toHaveLength(2 * brands);
    const velvet = res.body.days.find(
      (d: { day: string; brand: string }) => d.day === from && d.brand === 'velvet',
    );
    expect(velvet.revenue).toEqual({
      EUR: await scalar(
        sql`select sum(total_minor) as n from payments where status = 'completed' and settled_at::date = ${from}::date and user_id in (select id from users where brand_id = 'velvet')`,
      ),
    });
    expect(velvet.revenue.EUR).toBeGreaterThanOrEqual(3500);
    const other = res.body.days.find((d: { brand: string }) => d.brand === 'herflame');
    expect(other).toMatchObject({ lander_visits: 0, signups: 0, messages: 0, revenue: {}, refunds: {} });
  });

  it('keeps a refunded payment in its day’s revenue and books the refund on the day it was given', async () => {
    const [u] = (
      (await h.db.execute(sql`select id from users where email = 'bob@velvet.demo'`)) as unknown as {
        rows: { id: unknown }[];
      }
    ).rows;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const paid = (
      (await h.db.execute(sql`
        insert into payments (user_id, tier, credits, method, currency, price_minor, fee_minor, total_minor, status, settled_at)
        values (${Number(u!.id)}, 'p0', 10, 'visa', 'GBP', 1800, 0, 1800, 'refunded', ${twoDaysAgo})
        returning id`)) as unknown as { rows: { id: unknown }[] }
    ).rows[0]!;
    await h.db.execute(sql`
      insert into payment_refunds (payment_id, kind, amount_minor, credits_taken_back, premium_ended, provider_ref, created_at)
      values (${Number(paid.id)}, 'refund', 1200, 10, false, 'sandbox-refund-dash', now())`);
    const from = twoDaysAgo.toISOString().slice(0, 10);
    const res = await dashboard(`from=${from}&to=${today}&brand=velvet`);
    expect(res.status).toBe(200);
    const [paidDay, , refundDay] = res.body.days;
    expect(paidDay.revenue.GBP).toBe(
      await scalar(
        sql`select sum(total_minor) as n from payments where status in ('completed', 'refunded', 'charged_back', 'reversed') and currency = 'GBP' and settled_at::date = ${from}::date and user_id in (select id from users where brand_id = 'velvet')`,
      ),
    );
    expect(paidDay.revenue.GBP).toBeGreaterThanOrEqual(1800);
    expect(paidDay.refunds).toEqual({});
    expect(refundDay.day).toBe(today);
    expect(refundDay.refunds).toEqual({
      GBP: await scalar(
        sql`select sum(f.amount_minor) as n from payment_refunds f join payments p on p.id = f.payment_id join users u on u.id = p.user_id where u.brand_id = 'velvet' and p.currency = 'GBP' and f.created_at::date = ${today}::date`,
      ),
    });
    expect(refundDay.refunds.GBP).toBeGreaterThanOrEqual(1200);
  });

  it('is for admins only, and refuses a bad range', async () => {
    for (const who of [support, operator]) {
      const res = await dashboard(`from=${today}&to=${today}`, who.cookie);
      expect([res.status, res.body.error.code]).toEqual([403, 'staff_role_forbidden']);
    }
    expect(
      (await h.request(`/staff-api/dashboard?from=${today}&to=${today}`, { origin: CONSOLE_ORIGIN })).status,
    ).toBe(401);
    for (const [query, field] of [
      ['from=2026-02-01&to=2026-01-01', 'to'],
      ['from=2026-01-01&to=2026-12-01', 'to'],
      ['from=x&to=2026-01-01', 'from'],
      ['to=2026-01-01', 'from'],
      ['from=2026-01-01&to=2026-01-02&brand=a%00b', 'brand'],
    ]) {
      const res = await dashboard(query!);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field!);
    }
    expect((await h.request('/api/showcase.php?lander=2')).status).toBe(400);
  });
});
