/** The console's dashboard over the staff API (issue 19 point 8): per brand and day, the numbers. */
import { z } from 'zod';
import { text } from './text.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

export const dashboardQuerySchema = z
  .object({ from: day, to: day, brand: text().max(60, 'too_long').optional() })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid_range' });
    // A chart of more than a quarter of days is unreadable; the traffic report covers a year.
    else if (Date.parse(q.to) - Date.parse(q.from) > 92 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardDaySchema = z.object({
  day: z.string(),
  brand: z.string(),
  lander_visits: z.number().int(),
  signups: z.number().int(),
  activations: z.number().int(),
  first_purchases: z.number().int(),
  /** Payments settled that day, per currency, minor units: gross, so one refunded later still counts here. */
  revenue: z.record(z.string(), z.number().int()),
  /** Refunds, chargebacks and reversals booked that day, per currency, minor units (revenue − refunds is net). */
  refunds: z.record(z.string(), z.number().int()),
  messages: z.number().int(),
  active_members: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  /** Every day of the range for every brand shown (zeros included), oldest first. */
  days: z.array(dashboardDaySchema),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
