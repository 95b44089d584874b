/**
 * The console's outbox and jobs (issue 19 point 9, ADR 0068): every e-mail and text message with
 * its delivery state, filtered and paged by keyset (the same filters for the CSV export), and the
 * scheduled jobs with their times and state, the durable queue's counts, and the job actions.
 */
import { JOB_NAME_PATTERN, JOB_STATES, MESSAGE_CHANNELS, MESSAGE_STATES, BOUNCE_TYPES } from '@dating/domain';
import { z } from 'zod';
import { backOfficeListFilters, rangeInOrder } from './back-office-payments.ts';
import { text } from './text.ts';

export const staffOutboxQuerySchema = z
  .object({
    ...backOfficeListFilters,
    channel: z.enum(MESSAGE_CHANNELS, { message: 'invalid' }).optional(),
    state: z.enum(MESSAGE_STATES, { message: 'invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type StaffOutboxQuery = z.infer<typeof staffOutboxQuerySchema>;

export const staffOutboxRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  site_host: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** An e-mail address or an E.164 number. */
  to: z.string(),
  /** Empty for a text message. */
  subject: z.string(),
  state: z.enum(MESSAGE_STATES),
  /** The transport's error of a failed message. */
  error: z.string().nullable(),
  message_id: z.string().nullable(),
  bounce_type: z.enum(BOUNCE_TYPES).nullable(),
  bounce_reason: z.string().nullable(),
  bounced_at: z.string().nullable(),
});
export type StaffOutboxRow = z.infer<typeof staffOutboxRowSchema>;

export const staffOutboxPageSchema = z.object({
  rows: z.array(staffOutboxRowSchema),
  next_before: z.number().int().nullable(),
  /** The network's brands and their sites, for the filters. */
  brands: z.array(z.object({ id: z.string(), name: z.string(), sites: z.array(z.string()) })),
  /** `smtp` or `outbox` (the embedded default: nothing leaves the network). */
  mail_mode: z.enum(['smtp', 'outbox']),
});
export type StaffOutboxPage = z.infer<typeof staffOutboxPageSchema>;

export const staffJobSchema = z.object({
  name: z.string(),
  /** Null for a row whose job this server no longer has. */
  interval_ms: z.number().int().nullable(),
  state: z.enum(JOB_STATES),
  last_run_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** While running: when its lease ends; else when it is due next. */
  next_run_at: z.string(),
  paused_at: z.string().nullable(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;

export const staffQueueCountSchema = z.object({
  kind: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
});

export const staffJobsSchema = z.object({
  jobs: z.array(staffJobSchema),
  /** The durable queue (ADR 0067) per job kind. */
  queue: z.array(staffQueueCountSchema),
  /** How often each instance looks for due jobs. */
  tick_ms: z.number().int(),
});
export type StaffJobs = z.infer<typeof staffJobsSchema>;

export const staffJobParamSchema = z.object({
  name: text().max(60, 'too_long').regex(JOB_NAME_PATTERN, 'invalid'),
});

export const staffJobResponseSchema = z.object({ job: staffJobSchema });
export type StaffJobResponse = z.infer<typeof staffJobResponseSchema>;
