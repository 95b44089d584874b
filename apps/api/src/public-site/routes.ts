/**
 * The public site's calls (spec §2): POST /complaints.php files a complaint for the operator
 * and mails the complainant its reference; GET /page.php gives the operator's own text of a
 * legal or help page (a `site_pages` row) or null, when the built-in text applies.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  complaintRequestSchema,
  complaintResponseSchema,
  sitePageQuerySchema,
  sitePageResponseSchema,
} from '@dating/contract';
import { isLocale, readLocaleCookie } from '@dating/i18n';
import { clientIp } from '../http/client-ip.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { validationHook } from '../http/validation.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { fileComplaint, mailComplaintReference } from './commands.ts';
import { sitePage } from './queries.ts';

export const publicSiteRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

publicSiteRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/complaints.php',
    operationId: 'fileComplaint',
    summary: 'File a complaint with the operator',
    security: [],
    request: jsonRequest(complaintRequestSchema),
    responses: {
      201: jsonBody(complaintResponseSchema, 'Stored for the operator; the confirmation e-mail is sent'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      429: jsonBody(apiErrorSchema, 'rate_limited'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const site = c.get('site');
    const body = c.req.valid('json');
    const cookieLocale = readLocaleCookie(c.req.header('cookie'));
    const locale =
      body.locale && isLocale(body.locale) ? body.locale : (cookieLocale ?? site.domain.domainLanguage);
    const { reference } = orRefuse(
      await fileComplaint(
        deps.db,
        {
          siteHost: site.domain.host,
          userId: c.get('user')?.id ?? null,
          ip: clientIp(c),
          locale,
          reason: body.reason,
          message: body.message,
          name: body.name,
          email: body.email,
          subject: body.subject,
        },
        clockOf(c),
      ),
    );
    const settings = await loadSiteSettings(c);
    await mailComplaintReference(deps.mailer, {
      site,
      locale,
      to: body.email,
      name: body.name,
      reference,
      supportEmail: settings.support_email,
      mailName: settings.mail_name,
      link: `${siteOrigin(c)}/pages/service`,
    });
    return c.json({ ok: true as const, reference, email: body.email }, 201);
  },
);

publicSiteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/page.php',
    operationId: 'getSitePage',
    summary: "The operator's text of a legal or help page",
    security: [],
    request: { query: sitePageQuerySchema },
    responses: {
      200: jsonBody(sitePageResponseSchema, "The operator's text of the page, or null for the built-in one"),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
    },
  }),
  async (c) => {
    const { slug, locale } = c.req.valid('query');
    const page = await sitePage(c.get('deps').db, { siteHost: c.get('site').domain.host, slug, locale });
    return c.json({ page }, 200);
  },
);
