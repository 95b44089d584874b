import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_PARAMS, errorCodeSchema, isErrorCode } from './errors.ts';

describe('§8 error catalogue', () => {
  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('covers every message of spec §5, §6 and §8', () => {
    const spec = [
      'login_failed',
      'login_blocked',
      'activation_failed',
      'activation_contact_support',
      'email_not_found',
      'reset_link_invalid',
      'reset_too_many',
      'email_taken',
      'account_pending_deletion',
      'invalid_email',
      'username_equals_email',
      'username_starts_with_at',
      'invalid_date_of_birth',
      'new_email_taken',
      'new_email_invalid',
      'passwords_differ',
      'old_password_wrong',
      'code_not_found',
      'code_already_used',
      'code_expired',
      'code_wrong_country',
      'code_below_minimum',
      'code_method_not_allowed',
      'payment_failed',
      'card_payment_failed',
      'dd_blocked',
      'dd_limit_reached',
      'dd_code_invalid',
      'general_error',
      'error_occurred',
      'error_page_failed',
      'not_found',
      'blocked_by_member',
      'login_required_chat',
      'login_required_photos',
      'login_required_like',
      'login_required_gift',
      'not_enough_credits',
      'photo_limit_reached',
      'validation_failed',
      'rate_limited',
      'authentication_required',
    ];
    for (const code of spec) expect(ERROR_CODES).toContain(code);
  });

  it.each([
    ['code_not_found', true],
    ['Login failed, please try again.', false],
    [42, false],
  ])('%j is a code: %s', (value, ok) => {
    expect(isErrorCode(value)).toBe(ok);
    expect(errorCodeSchema.safeParse(value).success).toBe(ok);
  });

  it('names the parameters messages need', () => {
    expect(ERROR_PARAMS.login_blocked).toEqual(['minutes']);
    for (const code of Object.keys(ERROR_PARAMS)) expect(isErrorCode(code)).toBe(true);
  });
});
