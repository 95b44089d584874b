/**
 * Traffic sources over the staff API (issue 19 point 7): the report of conversions and revenue per
 * source, brand and day; the postback templates per network; the postbacks sent and their attempts.
 */
import { NETWORK_NAME_MAX, postbackTemplateProblem } from '@dating/domain';
import { z } from 'zod';
import { text } from './text.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

/** What the report groups a network's rows by, besides brand and day. */
export const TRAFFIC_DIMENSIONS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

const reportFilters = z.object({
  from: day,
  to: day,
  brand: text().max(60, 'too_long').optional(),
  by: z.enum(TRAFFIC_DIMENSIONS, { message: 'invalid' }).default('network'),
});

/** A year at most: the report reads the conversions of the range at once. */
const checkRange = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid_range' });
  else if (Date.parse(q.to) - Date.parse(q.from) > 366 * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
};

export const trafficReportQuerySchema = reportFilters
  .extend({
    /** The keyset cursor: the `next_after` of the previous page. */
    after: text().max(500, 'too_long').optional(),
  })
  .superRefine(checkRange);
/** The CSV export: the whole range at once. */
export const trafficCsvQuerySchema = reportFilters.superRefine(checkRange);
export type TrafficReportQuery = z.infer<typeof trafficReportQuerySchema>;

export const trafficRowSchema = z.object({
  day: z.string(),
  brand: z.string(),
  network: z.string(),
  /** The value of the grouping (`by`); equal to `network` when grouping by network. */
  source: z.string(),
  signups: z.number().int(),
  activations: z.number().int(),
  first_purchases: z.number().int(),
  /** Completed payments of the source's members settled that day, per currency, minor units. */
  revenue: z.record(z.string(), z.number().int()),
});
export type TrafficRow = z.infer<typeof trafficRowSchema>;

export const trafficReportSchema = z.object({
  rows: z.array(trafficRowSchema),
  next_after: z.string().nullable(),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;

const network = text().trim().min(1, 'required').max(NETWORK_NAME_MAX, 'too_long');

export const postbackTemplateRequestSchema = z.object({
  network,
  url_template: text()
    .trim()
    .superRefine((v, ctx) => {
      const problem = postbackTemplateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type PostbackTemplateRequest = z.infer<typeof postbackTemplateRequestSchema>;
export const postbackTemplateDeleteSchema = z.object({ network });

export const postbackTemplateSchema = z.object({
  network: z.string(),
  url_template: z.string(),
  updated_at: z.string(),
});
export const postbackTemplatesSchema = z.object({
  templates: z.array(postbackTemplateSchema),
  placeholders: z.array(z.string()),
  max_length: z.number().int(),
});
export type PostbackTemplates = z.infer<typeof postbackTemplatesSchema>;

export const POSTBACK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const postbackListQuerySchema = z.object({
  network: text().trim().max(NETWORK_NAME_MAX, 'too_long').optional(),
  status: z.enum(POSTBACK_STATUSES, { message: 'invalid' }).optional(),
  before: z.coerce.number().int().positive().optional(),
});
export type PostbackListQuery = z.infer<typeof postbackListQuerySchema>;

export const postbackAttemptSchema = z.object({
  attempt: z.number().int(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  attempted_at: z.string(),
  duration_ms: z.number().int(),
});
export const postbackRowSchema = z.object({
  id: z.number().int(),
  network: z.string(),
  event: z.string(),
  url: z.string(),
  status: z.enum(POSTBACK_STATUSES),
  created_at: z.string(),
  /** When the queue tries it next (null once delivered or given up). */
  next_attempt_at: z.string().nullable(),
  attempts: z.array(postbackAttemptSchema),
});
export type PostbackRow = z.infer<typeof postbackRowSchema>;
export const postbackListSchema = z.object({
  rows: z.array(postbackRowSchema),
  next_before: z.number().int().nullable(),
});
export type PostbackList = z.infer<typeof postbackListSchema>;

export const postbackIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const postbackSendResponseSchema = z.object({ status: z.enum(POSTBACK_STATUSES) });
