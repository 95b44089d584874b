/**
 * Sites over the staff API (issue 19 point 6, admins only): the sites, one site's runtime
 * settings, a preview of an edit (before → after, nothing written) and the edit. Routes parse,
 * check the role, call queries.ts / commands.ts and answer.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  siteHostParamSchema,
  siteListResponseSchema,
  sitePageParamSchema,
  sitePageRequestSchema,
  sitePagesResponseSchema,
  siteSettingsChangesResponseSchema,
  siteSettingsEditRequestSchema,
  siteSettingsPreviewRequestSchema,
  siteSettingsResponseSchema,
} from '@dating/contract';
import { LEGAL_PAGE_SLUGS } from '@dating/domain';
import type { Context } from 'hono';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiHttpError } from '../../http/errors.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import { toCsv } from '../csv.ts';
import { previewSiteSettings, updateSiteSettings } from './commands.ts';
import { providersOf } from '../../payments/providers.ts';
import { resetPageText, setPageText, sitePageTexts } from './pages.ts';
import { siteForEdit, siteList, siteOfHost } from './queries.ts';

export const siteRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/sites';
const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};
const withSite = { ...common, 404: jsonBody(apiErrorSchema, 'site_not_found') };

function siteOf(c: Context<StaffEnv>, host: string) {
  const site = siteOfHost(c.get('deps').brands, host);
  if (!site) throw new ApiHttpError(404, 'site_not_found', 'No such site');
  return site;
}

const runtimeOf = (c: Context<StaffEnv>) => {
  const { uploadsPrefix, pushPublicKey } = c.get('deps');
  return { uploadsPrefix, pushPublicKey };
};

const summaryOf = (c: Context<StaffEnv>, host: string) =>
  siteList(c.get('deps').brands).find((s) => s.host === host)!;

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'listSites',
    summary: 'Every domain of every brand',
    security,
    responses: { 200: jsonBody(siteListResponseSchema, 'The sites'), ...common },
  }),
  (c) => {
    requireStaff(c, 'sites');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ sites: siteList(c.get('deps').brands) }, 200);
  },
);

// Before `{host}`: the export is not a site.
siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/export.csv`,
    operationId: 'exportSites',
    summary: 'Every domain of every brand, as CSV',
    security,
    responses: {
      200: { content: { 'text/csv': { schema: z.string() } }, description: 'The sites as CSV' },
      ...common,
    },
  }),
  (c) => {
    requireStaff(c, 'sites');
    const csv = toCsv(
      ['host', 'brand_id', 'brand_name', 'domain_language', 'locales', 'currency'],
      siteList(c.get('deps').brands).map((s) => [
        s.host,
        s.brand_id,
        s.brand_name,
        s.domain_language,
        s.locales.join(' '),
        s.currency,
      ]),
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="sites.csv"',
      'Cache-Control': 'private, no-store',
    });
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{host}`,
    operationId: 'getSiteSettings',
    summary: "A site's runtime settings as members get them, and the version an edit names",
    security,
    request: { params: siteHostParamSchema },
    responses: { 200: jsonBody(siteSettingsResponseSchema, 'The settings'), ...withSite },
  }),
  async (c) => {
    requireStaff(c, 'sites');
    c.header('Cache-Control', 'private, no-store');
    const { host } = c.req.valid('param');
    const site = siteOf(c, host);
    const deps = c.get('deps');
    const view = await siteForEdit(deps.db, site, runtimeOf(c));
    const providers = { running: Object.keys(providersOf(deps)), default: deps.payments.id };
    return c.json({ site: summaryOf(c, host), ...view, providers }, 200);
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{host}/preview`,
    operationId: 'previewSiteSettings',
    summary: 'What an edit would change (before → after); nothing is written',
    security,
    request: { params: siteHostParamSchema, ...jsonRequest(siteSettingsPreviewRequestSchema) },
    responses: {
      200: jsonBody(siteSettingsChangesResponseSchema, 'The changes'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors'),
      ...withSite,
    },
  }),
  async (c) => {
    requireStaff(c, 'sites');
    const site = siteOf(c, c.req.valid('param').host);
    const changes = await previewSiteSettings(c.get('deps').db, {
      site,
      patch: c.req.valid('json').values,
      runtime: runtimeOf(c),
    });
    return c.json({ changes }, 200);
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/{host}/settings`,
    operationId: 'updateSiteSettings',
    summary: "Store an edit of a site's runtime settings; members get it on their next request",
    security,
    request: { params: siteHostParamSchema, ...jsonRequest(siteSettingsEditRequestSchema) },
    responses: {
      200: jsonBody(siteSettingsChangesResponseSchema, 'The changes stored and the new version'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
      409: jsonBody(apiErrorSchema, 'settings_changed: another edit was saved since the version'),
      ...withSite,
    },
  }),
  async (c) => {
    const staff = requireStaff(c, 'sites');
    const site = siteOf(c, c.req.valid('param').host);
    const { values, version } = c.req.valid('json');
    const saved = orRefuse(
      await updateSiteSettings(
        c.get('deps').db,
        {
          actor: { staffId: staff.id, ip: clientIp(c) },
          site,
          patch: values,
          version,
          runtime: runtimeOf(c),
          providers: Object.keys(providersOf(c.get('deps'))),
        },
        clockOf(c),
      ),
    );
    // This instance has forgotten its copy when the answer leaves; the others as they wake.
    await c.get('deps').events.wake();
    return c.json(saved, 200);
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{host}/pages`,
    operationId: 'listSitePages',
    summary: "A site's legal and help pages with the operator's own texts",
    security,
    request: { params: siteHostParamSchema },
    responses: { 200: jsonBody(sitePagesResponseSchema, 'The pages'), ...withSite },
  }),
  async (c) => {
    requireStaff(c, 'sites');
    c.header('Cache-Control', 'private, no-store');
    const { host } = c.req.valid('param');
    siteOf(c, host);
    return c.json(
      {
        site: summaryOf(c, host),
        slugs: [...LEGAL_PAGE_SLUGS],
        pages: await sitePageTexts(c.get('deps').db, host),
      },
      200,
    );
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/{host}/pages/{slug}/{locale}`,
    operationId: 'setSitePage',
    summary: "Store the operator's text of one page in one language (as `pnpm pages:set`)",
    security,
    request: { params: sitePageParamSchema, ...jsonRequest(sitePageRequestSchema) },
    responses: {
      200: jsonBody(z.object({ title: z.string() }), 'Stored'),
      400: jsonBody(apiErrorSchema, 'validation_failed: no title line, or a language the site does not have'),
      ...withSite,
    },
  }),
  async (c) => {
    const staff = requireStaff(c, 'sites');
    const key = c.req.valid('param');
    const site = siteOf(c, key.host);
    const stored = orRefuse(
      await setPageText(
        c.get('deps').db,
        {
          actor: { staffId: staff.id, ip: clientIp(c) },
          key,
          markdown: c.req.valid('json').markdown,
          locales: site.domain.locales,
        },
        clockOf(c),
      ),
    );
    return c.json(stored, 200);
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'delete',
    path: `${base}/{host}/pages/{slug}/{locale}`,
    operationId: 'resetSitePage',
    summary: "Remove the operator's text of one page, so the built-in text shows (as `pnpm pages:reset`)",
    security,
    request: { params: sitePageParamSchema },
    responses: { 200: jsonBody(z.object({ removed: z.boolean() }), 'Whether there was a text'), ...withSite },
  }),
  async (c) => {
    const staff = requireStaff(c, 'sites');
    const key = c.req.valid('param');
    siteOf(c, key.host);
    const result = orRefuse(
      await resetPageText(
        c.get('deps').db,
        { actor: { staffId: staff.id, ip: clientIp(c) }, key },
        clockOf(c),
      ),
    );
    return c.json(result, 200);
  },
);
