/**
 * The one error catalogue (spec §5, §6, §8): every error the API returns, a form shows or a rule
 * decides is one of these codes. Codes are translated by the client (packages/i18n); this
 * module holds no English text. The HTTP status of each code is
 * the API's business (apps/api/src/http/error-status.ts).
 */
import { z } from 'zod';

/** Spec §8: every error code, as a const tuple. */
export const ERROR_CODES = [
  // §8 login, activation, password reset, signup
  'login_failed',
  'login_blocked',
  'activation_failed',
  'activation_contact_support',
  'email_not_found',
  'reset_link_invalid',
  'reset_too_many',
  'email_taken',
  'account_pending_deletion',
  'signup_closed',
  // issue 19: the staff banned the account (login, signup and an ended session say so)
  'account_banned',
  // §5 validation
  'invalid_email',
  'username_equals_email',
  'username_starts_with_at',
  'username_too_short',
  'username_too_long',
  'invalid_date_of_birth',
  'date_of_birth_min_age',
  'new_email_taken',
  'new_email_invalid',
  'passwords_differ',
  'password_too_short',
  'password_too_long',
  // ADR 0045: a guessable password, or one made of the member's own e-mail or name
  'password_weak',
  'password_personal',
  'old_password_wrong',
  // §5/§8 discount codes
  'code_not_found',
  'code_already_used',
  'code_expired',
  'code_wrong_country',
  'code_below_minimum',
  'code_method_not_allowed',
  // §8 payment and direct debit
  'payment_failed',
  'card_payment_failed',
  'payment_method_unavailable',
  'dd_blocked',
  'dd_limit_reached',
  'dd_code_invalid',
  'dd_resend_too_soon',
  'invalid_iban',
  'invalid_mobile',
  // issue 22: a member's refund request refused (ADR 0086), nothing written
  'refund_not_possible',
  'refund_request_exists',
  'refund_request_too_late',
  'refund_bundle_used',
  // issue 22 (ADR 0087): the member's monthly cap, and the disclosure read before a first purchase
  'spending_cap_reached',
  'disclosure_required',
  // §6 access
  'blocked_by_member',
  'blocked',
  'login_required_chat',
  'login_required_photos',
  'login_required_like',
  'login_required_gift',
  'authentication_required',
  // §4/§5 chat, photos, swipe
  'not_enough_credits',
  'message_empty',
  'message_too_long',
  'recipient_cannot_reply_unconfirmed',
  'photo_limit_reached',
  // issue 20: the photo storage cannot take a photo now (disk full, S3 down): 503 + Retry-After
  'storage_unavailable',
  'swipe_limit_reached',
  // §8 general, and the field-level codes forms share
  'general_error',
  'error_occurred',
  'error_page_failed',
  'not_found',
  'validation_failed',
  'rate_limited',
  'forbidden_origin',
  'payload_too_large',
  'unknown_site',
  'required',
  'invalid',
  'too_long',
  'too_small',
  'too_big',
  'min_above_max',
  'region_mismatch',
  'unsupported',
  // ADR 0088: explicit media waits for the age checks of the visitor's country
  'age_check_required',
] as const;

/** Spec §8: one error code of the catalogue. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Spec §8: the catalogue as a zod enum, for API responses and forms. */
// Pure: the browser reads the catalogue's codes without needing zod (ADR 0080).
export const errorCodeSchema = /* @__PURE__ */ z.enum(ERROR_CODES);

/** Spec §8: the values a code's translated message needs (for example login_blocked {minutes}). */
export const ERROR_PARAMS: Partial<Record<ErrorCode, readonly string[]>> = {
  login_blocked: ['minutes'],
  rate_limited: ['minutes'],
  date_of_birth_min_age: ['min_age'],
  username_too_short: ['min'],
  username_too_long: ['max'],
  password_too_short: ['min'],
  password_too_long: ['max'],
  message_too_long: ['max'],
  photo_limit_reached: ['max'],
  code_below_minimum: ['minimum', 'currency'],
  login_required_chat: ['name'],
  login_required_photos: ['name'],
  login_required_like: ['name'],
  login_required_gift: ['name'],
};

/** Spec §8: whether a value is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}
