/** isApiError knows an ApiError made by another copy of this package (ADR 0051). */
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error.ts';

describe('isApiError', () => {
  it('knows its own errors and no others', () => {
    expect(isApiError(new ApiError(404, { code: 'not_found', message: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 404, code: 'not_found' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('knows an error of another copy of the package (a brand build beside the server)', () => {
    const other = Object.assign(new Error('x'), {
      [Symbol.for('@dating/api-client/ApiError')]: true,
      status: 403,
      code: 'blocked_by_member',
    });
    expect(isApiError(other)).toBe(true);
  });
});
