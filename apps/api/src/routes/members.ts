/** GET /api/members.php — the member search behind /members (spec §2, §3, §6 logged-out search). */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
} from '@dating/api-client/schemas';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { loggedOutSearchAllowed, pickTracking } from '@dating/domain';
import { ApiHttpError } from '../http/errors.ts';
import { validationHook } from '../http/validation.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { searchMembers } from '../members/search.ts';

export const memberRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/members.php',
    request: { query: memberSearchQuerySchema },
    responses: {
      200: jsonBody(memberSearchResponseSchema, 'One page of members matching the filters'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required: this site allows search to members only'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const q = c.req.valid('query');
    const user = c.get('user');
    // Spec §6: visitors may search only when the site allows it (or they came with a traffic source).
    if (!user && !loggedOutSearchAllowed(await loadSiteSettings(c), pickTracking(c.req.query()))) {
      throw new ApiHttpError(403, 'authentication_required', 'Log in to search members');
    }
    const result = await searchMembers(
      deps.db,
      c.get('site').brand.id,
      user?.id ?? null,
      {
        gender: q.gender || undefined,
        country: q.country || undefined,
        countryregion: q.countryregion || undefined,
        min_age: q.min_age,
        max_age: q.max_age,
        page: q.page,
      },
      deps.now?.() ?? new Date(),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(result, 200);
  },
);
