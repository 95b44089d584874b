/** Form helpers shared by actions: zod field errors as codes (safe redirects: @dating/domain safeRedirect). */
import { fieldErrorCodes } from '@dating/contract';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorCodes(error.issues);
}
