/**
 * The back office's member calls (issue 19 point 1): search with a keyset cursor, one member's
 * page, their credit ledger, and the staff actions (ban, unban, credit change, activation mail,
 * erasure). The console and the staff API's routes share these.
 */
import {
  MEMBER_ADMIN_STATUSES,
  STAFF_CREDIT_CHANGE_MAX,
  STAFF_REASON_MAX,
  STAFF_REASON_MIN,
} from '@dating/domain';
import { z } from 'zod';
import { multilineText, text } from './text.ts';

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, 'too_long')
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** The search form: one box for an e-mail, a name or an id, and the filters. */
export const memberAdminQuerySchema = z.object({
  q: optionalText(254),
  brand: text()
    .trim()
    .max(40, 'invalid')
    .regex(/^[a-z0-9-]*$/, 'invalid')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  status: z
    .enum(MEMBER_ADMIN_STATUSES, { message: 'invalid' })
    .or(z.literal('').transform(() => undefined))
    .optional(),
  network: optionalText(100),
  ref: optionalText(100),
  /** The keyset cursor: the id of the last member of the previous page (newest first). */
  before: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid').optional(),
});
export type MemberAdminQuery = z.infer<typeof memberAdminQuerySchema>;

export const memberAdminStatusSchema = z.enum(MEMBER_ADMIN_STATUSES);

export const memberSummarySchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: memberAdminStatusSchema,
  credits: z.number().int(),
  premium: z.boolean(),
  signup_date: z.string(),
  network: z.string().nullable(),
  ref: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSearchPageSchema = z.object({
  members: z.array(memberSummarySchema),
  /** The cursor of the next (older) page, null on the last page. */
  next_before: z.number().int().nullable(),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;

export const memberIdParamSchema = z.object({
  id: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});

const trackingSchema = z.object({
  network: z.string().nullable(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
});

/** The signup's traffic source (first touch) and the latest one the member came back with (ADR 0071). */
const touchesSchema = trackingSchema.extend({
  last_touch: trackingSchema.extend({ at: z.string() }).nullable(),
});

export const memberDetailSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  site_host: z.string().nullable(),
  email: z.string(),
  language: z.string(),
  status: memberAdminStatusSchema,
  credits: z.number().int(),
  premium: z.boolean(),
  fictional: z.boolean(),
  signup_date: z.string(),
  last_seen_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  deletion_reason: z.string().nullable(),
  profile: z
    .object({
      name: z.string(),
      gender: z.string(),
      looking_for: z.string().nullable(),
      date_of_birth: z.string(),
      country: z.string(),
      region: z.string().nullable(),
      city: z.string().nullable(),
      about_me: z.string().nullable(),
      shown: z.boolean(),
    })
    .nullable(),
  photos: z.array(
    z.object({
      id: z.number().int(),
      thumb_filename: z.string(),
      status: z.string(),
      main: z.boolean(),
    }),
  ),
  conversations: z.number().int(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reporter_id: z.number().int(),
      reason: z.string(),
      message: z.string().nullable(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      status: z.string(),
      method: z.string(),
      currency: z.string(),
      total_minor: z.number().int(),
      credits: z.number().int(),
    }),
  ),
  /** The signup's traffic source (first touch), as the site kept it from the landing URL. */
  tracking: touchesSchema,
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_used_at: z.string(),
      expires_at: z.string(),
      user_agent: z.string().nullable(),
    }),
  ),
  ban: z.object({ reason: z.string(), created_at: z.string(), banned_by: z.string().nullable() }).nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
export const memberDetailResponseSchema = z.object({ member: memberDetailSchema });

export const memberLedgerQuerySchema = z.object({
  before: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid').optional(),
});
export const memberLedgerPageSchema = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.string(),
    }),
  ),
  next_before: z.number().int().nullable(),
});
export type MemberLedgerPage = z.infer<typeof memberLedgerPageSchema>;

/** Why the staff act: kept in the audit log (never shown to the member). */
const reason = multilineText().trim().min(STAFF_REASON_MIN, 'too_short').max(STAFF_REASON_MAX, 'too_long');

export const memberReasonRequestSchema = z.object({ reason });

export const memberCreditsRequestSchema = z.object({
  delta: z.coerce
    .number({ message: 'invalid' })
    .int('invalid')
    .refine((v) => v !== 0, 'invalid')
    .refine((v) => Math.abs(v) <= STAFF_CREDIT_CHANGE_MAX, 'too_big'),
  reason,
});

/** Erasure cannot be undone: the request names the member's id again, as typed in the confirm step. */
export const memberEraseRequestSchema = z.object({
  reason,
  confirm_id: z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid'),
});

export const memberActionResponseSchema = z.object({ member: memberDetailSchema });
export const memberCreditsResponseSchema = z.object({
  member: memberDetailSchema,
  balance: z.number().int(),
});
