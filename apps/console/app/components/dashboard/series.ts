/** The dashboard's days summed over the brands shown, one point per day, for the charts. */
import type { DashboardDay } from '@dating/contract';

export const FUNNEL = ['lander_visits', 'signups', 'activations', 'first_purchases'] as const;
export const ACTIVITY = ['messages', 'active_members'] as const;
type Metric = (typeof FUNNEL)[number] | (typeof ACTIVITY)[number];

export function perDay(days: readonly DashboardDay[]): (Record<Metric, number> & { day: string })[] {
  const byDay = new Map<string, Record<Metric, number> & { day: string }>();
  for (const d of days) {
    const point = byDay.get(d.day) ?? {
      day: d.day,
      lander_visits: 0,
      signups: 0,
      activations: 0,
      first_purchases: 0,
      messages: 0,
      active_members: 0,
    };
    for (const m of [...FUNNEL, ...ACTIVITY]) point[m] += d[m];
    byDay.set(d.day, point);
  }
  return [...byDay.values()];
}
