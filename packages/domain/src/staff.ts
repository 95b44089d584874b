/**
 * The operators' side (issue 18): staff roles and what each may reach, the session and claim
 * timings, and the reason codes only the staff console sees (translated in the console's own
 * locales, never in the member sites').
 */
import { z } from 'zod';

export const STAFF_ROLES = ['admin', 'operator', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

/**
 * The console's areas; `home` (statistics) and `account` are open to every role. The back office
 * (issue 19): support handles members, photo moderation, reports and complaints, and payments
 * (refunds up to SUPPORT_REFUND_LIMIT_CENTS); the business areas are the admin's; operators
 * answer on the desk and reach none of the back office.
 */
export type ConsoleArea =
  | 'home'
  | 'account'
  | 'desk'
  | 'personas'
  | 'staff'
  | 'audit'
  | 'members'
  | 'moderation'
  | 'reports'
  | 'payments'
  | 'codes'
  | 'sites'
  | 'traffic'
  | 'dashboard'
  | 'outbox';

const BACK_OFFICE_SUPPORT: readonly ConsoleArea[] = ['members', 'moderation', 'reports', 'payments'];

const AREAS: Record<StaffRole, readonly ConsoleArea[]> = {
  admin: [
    'home',
    'account',
    'desk',
    'personas',
    'staff',
    'audit',
    ...BACK_OFFICE_SUPPORT,
    'codes',
    'sites',
    'traffic',
    'dashboard',
    'outbox',
  ],
  operator: ['home', 'account', 'desk'],
  support: ['home', 'account', ...BACK_OFFICE_SUPPORT],
};

/** The largest refund a support agent may give on their own (in the payment's minor units); above it, an admin. */
export const SUPPORT_REFUND_LIMIT_CENTS = 5_000;

/** Whether a role may open an area of the console (the staff API checks the same). */
export const canReach = (role: StaffRole, area: ConsoleArea): boolean => AREAS[role].includes(area);

/** Staff sessions: signed out after 30 idle minutes, and 12 hours after login whatever happens. */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Between the password and the TOTP code: the half-signed-in session lasts 5 minutes. */
export const STAFF_SESSION_PASSWORD_STAGE_MS = 5 * 60_000;

/** A desk claim lasts 5 minutes, renewed while the operator types; an operator holds at most 2. */
export const DESK_CLAIM_MS = 5 * 60_000;
export const DESK_MAX_CLAIMS = 2;
/** A conversation whose member has been silent this long after the persona's message is "stopped". */
export const DESK_STOPPED_AFTER_MS = 24 * 60 * 60_000;

/** Reason codes of the staff API (the console translates them; the member sites never see them). */
export const STAFF_ERROR_CODES = [
  'staff_authentication_required',
  'staff_totp_required',
  'staff_login_failed',
  'staff_totp_invalid',
  'staff_disabled',
  'staff_role_forbidden',
  'staff_email_taken',
  'staff_invite_invalid',
  'staff_not_found',
  'staff_self_change',
  'persona_not_found',
  // ADR 0089: explicit media of a persona only with its 2257 performer record.
  'performer_record_required',
  'claim_taken',
  'claim_limit_reached',
  'claim_expired',
  'conversation_not_on_desk',
  'site_not_found',
  'settings_changed',
  'discount_code_not_found',
  'discount_code_taken',
  'photo_not_found',
  'photo_not_pending',
  'case_not_found',
  'case_member_unknown',
  // issue 19 members
  'member_not_found',
  'member_already_banned',
  'member_not_banned',
  'member_erased',
  'member_already_confirmed',
  // Payments (issue 19 point 4, ADR 0062): a refund refused, nothing written.
  'payment_not_found',
  'payment_not_refundable',
  'refund_already_made',
  'refund_too_late',
  'refund_above_paid',
  'refund_above_support_limit',
  'refund_provider_failed',
  // A member's refund request (issue 22, ADR 0086): gone, or already approved or declined.
  'refund_request_not_found',
  'refund_request_decided',
  'postback_template_not_found',
  'postback_not_found',
  'postback_already_delivered',
  // The outbox and jobs (issue 19 point 9, ADR 0068).
  'job_not_found',
  'job_running',
  'job_paused',
  'job_already_paused',
  'job_not_paused',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];
export const staffErrorCodeSchema = z.enum(STAFF_ERROR_CODES);
export const isStaffErrorCode = (value: unknown): value is StaffErrorCode =>
  staffErrorCodeSchema.safeParse(value).success;
