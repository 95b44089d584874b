/** GET /api/my-data.php — the member's data as a ZIP download (GDPR Art. 15/20; issue 10). */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@dating/contract';
import { collectMyData, zipStream } from '../account/my-data.ts';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';

export const myDataRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

myDataRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/my-data.php',
    responses: {
      200: {
        description: 'A ZIP of JSON files and the photo files',
        content: { 'application/zip': { schema: {} } },
      },
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const deps = c.get('deps');
    const now = deps.now?.() ?? new Date();
    const data = await collectMyData(deps.db, deps, me.id, now);
    const day = now.toISOString().slice(0, 10);
    return new Response(zipStream(data), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="my-data-${c.get('site').brand.id}-${day}.zip"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
