/**
 * API errors: one class carrying a code from the domain catalogue, turned into the JSON
 * envelope of DESIGN.md §4 by `onError`. The database being away is temporary: 503 with
 * Retry-After, and the next request after it returns succeeds (the pool reconnects, ADR 0075).
 * Anything else unexpected becomes a logged 500 whose body says nothing about internals.
 */
import { isDatabaseUnavailable } from '@dating/db';
import { log } from '@dating/log';
import { StorageUnavailableError } from '@dating/storage';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, string | number>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
) {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } };
}

export function onError(error: Error, c: Context) {
  if (error instanceof ApiHttpError) {
    for (const [k, v] of Object.entries(error.headers ?? {})) c.header(k, v);
    return c.json(errorBody(error.code, error.message, error.fields, error.params), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code =
      status === 413 ? 'payload_too_large' : status === 400 ? 'validation_failed' : 'error_occurred';
    const message = status === 400 ? 'Malformed request body' : error.message || 'Request failed';
    return c.json(errorBody(code, message), status as ContentfulStatusCode);
  }
  // Before the database check: an unreachable S3 is a connection error too, but the storage's.
  if (error instanceof StorageUnavailableError) {
    // Temporary and not the member's fault: nothing was stored, try again later (ADR 0074).
    log.warn(
      { err: String(error.cause ?? error), method: c.req.method, path: c.req.path },
      'photo storage unavailable',
    );
    c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json(errorBody(error.code, 'The photo cannot be stored right now, please try again later'), 503);
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error.message, method: c.req.method }, 'database unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(
      errorBody('general_error', 'The service is briefly unavailable, please try again shortly'),
      503,
    );
  }
  log.error({ err: error, method: c.req.method, path: c.req.path }, 'unexpected error');
  return c.json(errorBody('general_error', 'An error occurred, please try again later'), 500);
}

/** Seconds a client should wait before trying again when the cause is temporary. */
export const RETRY_AFTER_SECONDS = 5;

export function notFound(c: Context) {
  return c.json(errorBody('not_found', 'This page could not be found'), 404);
}
