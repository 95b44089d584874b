/**
 * GET /api/page-shell.php (ADR 0051): the page shell in one call — the site's settings, the member and
 * the navigation's badges — so a site page makes this call and its route's own, nothing more.
 * The site is the request's host (the site's loaders call in-process with the page's host).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { pageShellResponseSchema } from '@dating/contract';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { loadMemberShell } from './queries.ts';

export const pageRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

pageRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/page-shell.php',
    operationId: 'getPageShell',
    summary: 'The page shell: site settings, the signed-in member and the navigation badges',
    security: [],
    responses: {
      200: jsonBody(pageShellResponseSchema, 'Settings, the member (null for a visitor) and the badges'),
    },
  }),
  async (c) => {
    const [settings, member] = await Promise.all([
      loadSiteSettings(c),
      loadMemberShell(c.get('deps').db, c.get('user')),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ settings, ...member }, 200);
  },
);
