/** Form helpers shared by actions: zod field errors as codes, safe redirect targets. */
import { fieldErrorCodes } from '@dating/api-client';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorCodes(error.issues);
}

/** Only same-site paths: never an open redirect to another host. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  ) {
    return fallback;
  }
  return target;
}
