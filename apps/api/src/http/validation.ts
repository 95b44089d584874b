/** Turns a failed zod validation into a 400 envelope with field errors (never a 500). */
import type { Context } from 'hono';
import { fieldErrorCodes } from '@dating/contract';
import { errorBody } from './errors.ts';

export function validationHook(
  result: {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] };
  },
  c: Context,
) {
  if (!result.success) {
    return c.json(
      errorBody('validation_failed', 'Invalid input', fieldErrorCodes(result.error?.issues ?? [])),
      400,
    );
  }
  return undefined;
}
