/**
 * A command's refusal as the API's answer: the reason's status from the one map
 * (error-status.ts) and the error envelope. Route handlers call `orRefuse(result)` and map
 * only the value.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal, Result } from '../core/result.ts';
import { ApiHttpError } from './errors.ts';
import { httpStatusFor } from './error-status.ts';

/** The message is for developers reading a response; members see the code translated. */
const messageOf = (reason: string) => reason.replaceAll('_', ' ');

export function refusalError(refusal: Refusal, headers?: Record<string, string>): ApiHttpError {
  return new ApiHttpError(
    httpStatusFor(refusal.reason) as ContentfulStatusCode,
    refusal.reason,
    messageOf(refusal.reason),
    refusal.fields,
    refusal.params,
    headers,
  );
}

/** The value of a result, or the refusal thrown as the API's error answer. */
export function orRefuse<T>(result: Result<T>): T {
  if (!result.ok) throw refusalError(result);
  return result.value;
}
