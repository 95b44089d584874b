/**
 * The one shape every form action answers with, and the turn of an API error into it: the
 * general error code (with its message values), the field errors and what the visitor typed
 * (never a password), with the API's HTTP status.
 */
import { data } from '@remix-run/node';
import { isApiError } from '@dating/api-client';
import type { Regions } from '@dating/contract';
import type { z } from 'zod';
import { type FieldErrors, zodFieldErrors } from './forms.ts';

export interface ActionResult {
  /** Which form of the page answered (pages with several forms). */
  intent?: string;
  error?: { code: string; params?: Record<string, string | number> };
  fields?: FieldErrors;
  values?: Record<string, string>;
  /** Set when the action succeeded without leaving the page. */
  done?: boolean;
  email?: string;
  /** A failed location form: the regions of the country it sent (reference-cache.server.ts). */
  regions?: Regions;
}

export function apiFailure(error: unknown, values: Record<string, string> = {}, intent?: string) {
  if (!isApiError(error)) throw error;
  return data<ActionResult>(
    { intent, error: { code: error.code, params: error.params }, fields: error.fields, values },
    error.status,
  );
}

export function invalidForm(
  error: z.ZodError,
  values: Record<string, string> = {},
  intent?: string,
  /** Field errors of the domain rules, which take precedence over zod's generic ones. */
  rules: FieldErrors = {},
) {
  return data<ActionResult>(
    { intent, error: { code: 'validation_failed' }, fields: { ...zodFieldErrors(error), ...rules }, values },
    400,
  );
}

/** The form's text fields (never files, never passwords) to show again after an error. */
export function echoValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const v = form.get(name);
    if (typeof v === 'string') values[name] = v;
  }
  return values;
}
