import { ERROR_CODES, STAFF_ERROR_CODES } from '@dating/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, httpStatusFor, STAFF_ERROR_STATUS } from './error-status.ts';

describe('the HTTP status of each reason code', () => {
  it('gives every code of the catalogue a status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES)
      expect([400, 401, 402, 403, 404, 409, 410, 413, 422, 429, 500, 503]).toContain(ERROR_STATUS[code]);
  });

  it('gives every staff code a status', () => {
    expect(Object.keys(STAFF_ERROR_STATUS).sort()).toEqual([...STAFF_ERROR_CODES].sort());
  });

  it.each([
    ['claim_taken', 409],
    ['staff_role_forbidden', 403],
    ['login_failed', 401],
    ['login_blocked', 429],
    ['not_enough_credits', 402],
    ['authentication_required', 403],
    ['blocked_by_member', 403],
    ['not_found', 404],
    ['email_taken', 409],
    ['validation_failed', 400],
    ['general_error', 500],
    ['no_such_code', 500],
  ])('%s → HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });
});
