/**
 * GET /api/page-shell.php (ADR 0051): the page shell in one call — the site's settings, the company
 * info (ADR 0069), the member and the navigation's badges — so a site page makes this call and its route's own, nothing more.
 * The site is the request's host (the site's loaders call in-process with the page's host).
 * GET /api/profile-page.php: the member's own profile page in one call.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, pageShellResponseSchema, profilePageResponseSchema } from '@dating/contract';
import { pickTracking } from '@dating/domain';
import { requireUser, signedInView } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import { recordLastTouch } from '../members/last-touch.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { badgesBody } from '../navigation/routes.ts';
import { ownPhotosBody } from '../photos/routes.ts';
import { memberCompany } from '../settings/company.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { loadMemberShell, loadProfilePage } from './queries.ts';

export const pageRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

pageRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/page-shell.php',
    operationId: 'getPageShell',
    summary: 'The page shell: site settings, the signed-in member and the navigation badges',
    description:
      'The page’s tracking parameters (network, ref, sub1–sub3), when it has any, become a signed-in member’s last touch (ADR 0071); anything else in the query is ignored.',
    security: [],
    responses: {
      200: jsonBody(pageShellResponseSchema, 'Settings, the member (null for a visitor) and the badges'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const { db } = deps;
    const member = c.get('user');
    if (member) await recordLastTouch(db, member.id, pickTracking(c.req.query()), clockOf(c)());
    const [settings, companyinfo, { user, badges }] = await Promise.all([
      loadSiteSettings(c),
      memberCompany(deps),
      loadMemberShell(db, member, () => signedInView(c)),
    ]);
    c.header('Cache-Control', 'private, no-store');
    const banned = c.get('sessionBanned') ? { banned: true } : {};
    return c.json(
      { settings, company: companyinfo, user, badges: badges && badgesBody(badges), ...banned },
      200,
    );
  },
);

pageRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/profile-page.php',
    operationId: 'getProfilePage',
    summary: "The member's own profile page: profile fields, own photos and privacy mode",
    security: [{ session: [] }],
    responses: {
      200: jsonBody(profilePageResponseSchema, 'The profile, the photos with their limit, privacy mode'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    const page = await loadProfilePage(c.get('deps').db, me.id);
    return c.json({ ...page, photos: ownPhotosBody(page.photos) }, 200);
  },
);
