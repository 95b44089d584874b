/**
 * API errors: one class carrying a code from the domain catalogue, turned into the JSON
 * envelope of DESIGN.md §4 by `onError`. Anything unexpected becomes a logged 500 whose
 * body says nothing about internals.
 */
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
  console.error('[api] unexpected error', c.req.method, c.req.path, error);
  return c.json(errorBody('general_error', 'An error occurred, please try again later'), 500);
}

export function notFound(c: Context) {
  return c.json(errorBody('not_found', 'This page could not be found'), 404);
}
