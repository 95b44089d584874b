/** GET /api/settings.php and the other site-wide reference calls (spec §7): cached by the client. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  companyInfoResponseSchema,
  interestsResponseSchema,
  regionsResponseSchema,
  settingsResponseSchema,
} from '@dating/contract';
import { interests } from '@dating/db/schema';
import { asc } from 'drizzle-orm';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { regionsByCountry } from '@dating/db/reference';
import { INTERESTS } from '@dating/domain';
import { loadSiteSettings } from '../settings/site-settings.ts';

export const settingsRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/settings.php',
    request: { query: z.object({ 'forced-domain': z.string().max(253).optional() }).catchall(z.string()) },
    responses: { 200: jsonBody(settingsResponseSchema, 'The settings of the site') },
  }),
  async (c) => {
    const settings = await loadSiteSettings(c);
    return c.json({ settings }, 200);
  },
);

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/companyinfo.php',
    responses: { 200: jsonBody(companyInfoResponseSchema, 'The company behind the site') },
  }),
  (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ companyinfo: c.get('deps').company }, 200);
  },
);

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/interests.php',
    responses: { 200: jsonBody(interestsResponseSchema, 'Interest tags with their icons') },
  }),
  async (c) => {
    const rows = await c
      .get('deps')
      .db.select({ slug: interests.slug, icon: interests.icon })
      .from(interests)
      .orderBy(asc(interests.slug));
    c.header('Cache-Control', 'public, max-age=3600');
    // Only tags the domain knows (and i18n translates); older databases may hold retired ones.
    const known = new Set(INTERESTS.map((i) => i.slug));
    return c.json({ interests: rows.filter((r) => known.has(r.slug)) }, 200);
  },
);

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/regions.php',
    responses: { 200: jsonBody(regionsResponseSchema, 'Regions of the countries with a region label') },
  }),
  (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json({ regions: regionsByCountry() }, 200);
  },
);
