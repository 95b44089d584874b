/** The error envelope every API error uses (DESIGN.md §4); `code` is translated by the client. */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field name → error code, for 400 validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Values the translated message needs, such as `minutes`. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
