/** An API error as the client sees it: status plus the envelope's code, fields and params. */
import type { ApiErrorBody } from '@dating/contract';

/**
 * Marks an ApiError whichever copy of this package made it: the site's request context builds
 * its client in the server (ADR 0051) while the routes that catch the errors are bundled in each
 * brand's build, so `instanceof` alone would miss errors of the other copy.
 */
const API_ERROR = Symbol.for('@dating/api-client/ApiError');

export class ApiError extends Error {
  readonly [API_ERROR] = true;
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly params: Record<string, string | number>;

  constructor(status: number, body: ApiErrorBody['error']) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.params = body.params ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' && error !== null && API_ERROR in error && error[API_ERROR] === true)
  );
}
