/** OpenAPI response helper: a JSON body with its zod schema and a description. */
import type { z } from '@hono/zod-openapi';

export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** OpenAPI request helper: a required JSON body validated by `schema`. */
export const jsonRequest = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
