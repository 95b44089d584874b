/**
 * The dashboard (issue 19 point 8): per brand and UTC day of the range — lander visits, signups,
 * activations, first purchases (the conversions of ADR 0066), revenue of the payments settled that
 * day per currency (gross: a payment refunded later stays in its day's revenue), the refunds,
 * chargebacks and reversals booked that day per currency, messages sent (members and personas)
 * and active members (logged in or used the site).
 * Every day of every brand is present, zeros included, so charts have no gaps.
 */
import type { Dashboard, DashboardQuery } from '@dating/contract';
import type { Db } from '@dating/db';
import { REFUNDED_STATUS } from '@dating/domain';
import { sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const perCurrency = (amounts: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries((amounts ?? {}) as Record<string, unknown>).map(([c, v]) => [c, Number(v)]),
  );
/** A payment that was paid: completed, or completed and then refunded, charged back or reversed. */
const SETTLED = sql.raw(
  `(${['completed', ...Object.values(REFUNDED_STATUS)].map((s) => `'${s}'`).join(', ')})`,
);

export async function dashboardDays(
  db: Db,
  q: DashboardQuery,
  brandIds: readonly string[],
): Promise<Dashboard['days']> {
  const brands = q.brand ? brandIds.filter((b) => b === q.brand) : [...brandIds];
  if (brands.length === 0) return [];
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
  const brandList = sql.join(
    brands.map((b) => sql`${b}`),
    sql`, `,
  );
  const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const result = await db.execute(sql`
    with grid as (
      select to_char(d, 'YYYY-MM-DD') as day, b as brand
        from generate_series(${q.from}::date, ${q.to}::date, interval '1 day') d,
             unnest(array[${brandList}]::text[]) b
    ),
    visits as (
      select to_char(day, 'YYYY-MM-DD') as day, brand_id as brand, sum(visits)::int as n
        from lander_visits where day between ${q.from}::date and ${q.to}::date group by 1, 2
    ),
    conv as (
      select ${utcDay('occurred_at')} as day, brand_id as brand,
             count(*) filter (where event = 'signup')::int as signups,
             count(*) filter (where event = 'activation')::int as activations,
             count(*) filter (where event = 'first_purchase')::int as first_purchases
        from conversions where occurred_at >= ${from} and occurred_at < ${to} group by 1, 2
    ),
    revenue as (
      select day, brand, jsonb_object_agg(currency, total) as amounts from (
        select ${utcDay('p.settled_at')} as day, u.brand_id as brand, p.currency, sum(p.total_minor)::bigint as total
          from payments p join users u on u.id = p.user_id
         where p.status in ${SETTLED} and p.settled_at >= ${from} and p.settled_at < ${to}
         group by 1, 2, 3) r
       group by day, brand
    ),
    refunds as (
      select day, brand, jsonb_object_agg(currency, total) as amounts from (
        select ${utcDay('f.created_at')} as day, u.brand_id as brand, p.currency, sum(f.amount_minor)::bigint as total
          from payment_refunds f join payments p on p.id = f.payment_id join users u on u.id = p.user_id
         where f.created_at >= ${from} and f.created_at < ${to}
         group by 1, 2, 3) r
       group by day, brand
    ),
    msgs as (
      select ${utcDay('m.created_at')} as day, u.brand_id as brand, count(*)::int as n
        from messages m join users u on u.id = m.sender_id
       where m.created_at >= ${from} and m.created_at < ${to} group by 1, 2
    ),
    active as (
      select to_char(day, 'YYYY-MM-DD') as day, brand_id as brand, count(*)::int as n
        from member_activity_days where day between ${q.from}::date and ${q.to}::date group by 1, 2
    )
    select g.day, g.brand,
           coalesce(v.n, 0) as lander_visits, coalesce(c.signups, 0) as signups,
           coalesce(c.activations, 0) as activations, coalesce(c.first_purchases, 0) as first_purchases,
           coalesce(r.amounts, '{}'::jsonb) as revenue, coalesce(f.amounts, '{}'::jsonb) as refunds, coalesce(m.n, 0) as messages, coalesce(a.n, 0) as active_members
      from grid g
      left join visits v using (day, brand)
      left join conv c using (day, brand)
      left join revenue r using (day, brand)
      left join refunds f using (day, brand)
      left join msgs m using (day, brand)
      left join active a using (day, brand)
     order by g.day, g.brand`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    brand: String(r.brand),
    lander_visits: Number(r.lander_visits),
    signups: Number(r.signups),
    activations: Number(r.activations),
    first_purchases: Number(r.first_purchases),
    revenue: perCurrency(r.revenue),
    refunds: perCurrency(r.refunds),
    messages: Number(r.messages),
    active_members: Number(r.active_members),
  }));
}
