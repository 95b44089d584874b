/** OpenAPI response helper: a JSON body with its zod schema and a description. */
import type { z } from '@hono/zod-openapi';

export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
