/** GET /api/settings.php and the other site-wide reference calls (spec §7): cached by the client. */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  companyInfoResponseSchema,
  interestsResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
  settingsQuerySchema,
  settingsResponseSchema,
} from '@dating/contract';
import { regionsByCountry } from '@dating/db/reference';
import { etag } from 'hono/etag';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { memberCompany } from './company.ts';
import { keptReadsOf } from './kept-reads.ts';
import { interestTags } from './queries.ts';
import { loadSiteSettings } from './site-settings.ts';

export const settingsRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/settings.php',
    operationId: 'getSettings',
    summary: 'The settings of the site',
    security: [],
    request: { query: settingsQuerySchema },
    responses: { 200: jsonBody(settingsResponseSchema, 'The settings of the site') },
  }),
  async (c) => c.json({ settings: await loadSiteSettings(c) }, 200),
);

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/companyinfo.php',
    operationId: 'getCompanyInfo',
    summary: 'The company behind the site',
    security: [],
    responses: { 200: jsonBody(companyInfoResponseSchema, 'The company behind the site') },
  }),
  async (c) => {
    // Never kept by a browser or proxy: an operator's edit holds from the next request (ADR 0069).
    c.header('Cache-Control', 'no-cache');
    return c.json({ companyinfo: await memberCompany(c.get('deps')) }, 200);
  },
);

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/interests.php',
    operationId: 'listInterests',
    summary: 'Interest tags with their icons',
    security: [],
    responses: { 200: jsonBody(interestsResponseSchema, 'Interest tags with their icons') },
  }),
  async (c) => {
    const { db, events } = c.get('deps');
    const tags = await keptReadsOf(events).get('interests', () => interestTags(db));
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ interests: tags }, 200);
  },
);

// The regions are data of the release (packages/db/reference): a browser or proxy keeps them a
// day and then asks again with the ETag, answered 304 without the list.
settingsRoutes.use('/regions.php', etag());

settingsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/regions.php',
    operationId: 'listRegions',
    summary: 'Regions of the countries with a region label',
    description:
      'With `country`, only that country’s regions (an empty object for a country without a region label).',
    security: [],
    request: { query: regionsQuerySchema },
    responses: { 200: jsonBody(regionsResponseSchema, 'Regions of the countries with a region label') },
  }),
  (c) => {
    const { country } = c.req.valid('query');
    const all = regionsByCountry();
    c.header('Cache-Control', 'public, max-age=86400');
    if (!country) return c.json({ regions: all }, 200);
    return c.json({ regions: all[country] ? { [country]: all[country] } : {} }, 200);
  },
);
