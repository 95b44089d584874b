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
import { complaints, sitePages } from '@dating/db/schema';
import { complaintReference, isValidEmail } from '@dating/domain';
import { isLocale, readLocaleCookie } from '@dating/i18n';
import { and, eq } from 'drizzle-orm';
import { siteOrigin } from '../account/send-account-mail.ts';
import { clientIp } from '../http/client-ip.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { complaintMail } from '../public-site/complaint-mail.ts';
import { complaintAllowed } from '../public-site/complaint-limit.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

export const publicSiteRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

publicSiteRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/complaints.php',
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
    if (!isValidEmail(body.email))
      throw new ApiHttpError(400, 'validation_failed', 'Invalid input', { email: 'invalid_email' });
    const ip = clientIp(c);
    const now = deps.now?.() ?? new Date();
    if (!(await complaintAllowed(deps.db, ip, now))) {
      // The count is per UTC day: the next complaint is possible at midnight UTC.
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      throw rateLimited(midnight - now.getTime());
    }
    const cookieLocale = readLocaleCookie(c.req.header('cookie'));
    const locale =
      body.locale && isLocale(body.locale) ? body.locale : (cookieLocale ?? site.domain.domainLanguage);
    const [row] = await deps.db
      .insert(complaints)
      .values({
        siteHost: site.domain.host,
        userId: c.get('user')?.id ?? null,
        reason: body.reason,
        message: body.message,
        name: body.name,
        email: body.email,
        subject: body.subject ?? null,
        locale,
        ip,
        createdAt: now,
      })
      .returning({ id: complaints.id });
    const reference = complaintReference(row!.id);
    const settings = await loadSiteSettings(c);
    const mail = await complaintMail({
      site,
      locale,
      to: body.email,
      name: body.name,
      reference,
      supportEmail: settings.support_email,
      mailName: settings.mail_name,
      link: `${siteOrigin(c)}/pages/service`,
    });
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // The complaint is stored either way; the operator answers it from the database.
      console.error(`[mail] complaint ${reference} confirmation failed:`, (error as Error).message);
    }
    return c.json({ ok: true as const, reference, email: body.email }, 201);
  },
);

publicSiteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/page.php',
    request: { query: sitePageQuerySchema },
    responses: {
      200: jsonBody(sitePageResponseSchema, "The operator's text of the page, or null for the built-in one"),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
    },
  }),
  async (c) => {
    const { slug, locale } = c.req.valid('query');
    const [row] = await c
      .get('deps')
      .db.select({ title: sitePages.title, body: sitePages.body, updatedAt: sitePages.updatedAt })
      .from(sitePages)
      .where(
        and(
          eq(sitePages.siteHost, c.get('site').domain.host),
          eq(sitePages.slug, slug),
          eq(sitePages.locale, locale),
        ),
      )
      .limit(1);
    return c.json(
      { page: row ? { title: row.title, body: row.body, updated_at: row.updatedAt.toISOString() } : null },
      200,
    );
  },
);
