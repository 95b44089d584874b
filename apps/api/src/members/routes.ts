/**
 * Members over HTTP: the search (members.php), one member's profile (member.php), the showcase
 * of the home page and the landers (showcase.php), the match finder (match-finder.php) and the
 * place of a position (geocode.php). Parse, run members/queries.ts or commands.ts, answer.
 */
import { countLanderVisit } from '../back-office/dashboard/counters.ts';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  matchFinderQuerySchema,
  matchFinderResponseSchema,
  memberProfileQuerySchema,
  memberProfileResponseSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  showcaseQuerySchema,
  showcaseResponseSchema,
} from '@dating/contract';
import { loggedOutSearchAllowed, pickTracking } from '@dating/domain';
import { requireUser, signedInView } from '../auth/session.ts';
import { clockOf } from '../http/clock.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { requestAgeGate } from '../age-assurance/gate.ts';
import { openMemberProfile } from './commands.ts';
import { findMatches, reverseGeocode, searchFor, showcase } from './queries.ts';

export const memberRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];
/** Open to visitors; a member's session, when sent, shapes the answer. */
const open: { session: string[] }[] = [];

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/members.php',
    operationId: 'searchMembers',
    summary: 'Search members by gender, place and age',
    security: open,
    request: { query: memberSearchQuerySchema },
    responses: {
      200: jsonBody(memberSearchResponseSchema, 'One page of members matching the filters'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required: this site allows search to members only'),
    },
  }),
  async (c) => {
    const q = c.req.valid('query');
    const user = c.get('user');
    // The site's settings are read only for a visitor: members may always search.
    const visitorsMaySearch =
      user !== null || loggedOutSearchAllowed(await loadSiteSettings(c), pickTracking(c.req.query()));
    const page = orRefuse(
      await searchFor(
        c.get('deps').db,
        {
          brandId: c.get('site').brand.id,
          viewerId: user?.id ?? null,
          visitorsMaySearch,
          filters: {
            gender: q.gender || undefined,
            country: q.country || undefined,
            countryregion: q.countryregion || undefined,
            min_age: q.min_age,
            max_age: q.max_age,
            page: q.page,
            after: q.after,
            before: q.before,
          },
        },
        clockOf(c),
      ),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(page, 200);
  },
);

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/member.php',
    operationId: 'getMemberProfile',
    summary: "A member's profile as the viewer may see it",
    security: open,
    request: { query: memberProfileQuerySchema },
    responses: {
      200: jsonBody(memberProfileResponseSchema, 'The member’s profile as this viewer may see it'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'blocked_by_member'),
      404: jsonBody(apiErrorSchema, 'not_found: no such member on this site'),
    },
  }),
  async (c) => {
    const settings = await loadSiteSettings(c);
    const viewer = c.get('user');
    const gate = await requestAgeGate(c, settings);
    const member = orRefuse(
      await openMemberProfile(
        c.get('deps').db,
        {
          brandId: c.get('site').brand.id,
          memberId: c.req.valid('query').id,
          viewer: viewer && {
            id: viewer.id,
            paid: signedInView(c).then((view) => view?.paid_user ?? false),
          },
          visibleFields: settings.visible_profile_fields,
          ageLocked: gate.locked,
        },
        clockOf(c),
      ),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json({ member }, 200);
  },
);

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/showcase.php',
    operationId: 'getShowcase',
    summary: 'Members with a photo for the home page and the landers',
    security: open,
    request: { query: showcaseQuerySchema },
    responses: {
      200: jsonBody(showcaseResponseSchema, 'Members with a photo, newest first'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
    },
  }),
  async (c) => {
    const q = c.req.valid('query');
    if (q.lander) {
      await countLanderVisit(c.get('deps').db, c.get('site').brand.id, clockOf(c)()).catch((e) =>
        console.error('[dashboard] counting a lander visit failed', e),
      );
    }
    const shown = await showcase(
      c.get('deps').db,
      {
        brandId: c.get('site').brand.id,
        viewerId: c.get('user')?.id ?? null,
        place: q.place,
        limit: q.limit,
      },
      clockOf(c),
    );
    // Marketing pages are the same for every visitor of a brand, but a member's own card is left out.
    c.header('Cache-Control', 'private, max-age=60');
    return c.json(shown, 200);
  },
);

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/match-finder.php',
    operationId: 'findMatches',
    summary: "A short list of members who fit the member's profile",
    security: session,
    request: { query: matchFinderQuerySchema },
    responses: {
      200: jsonBody(matchFinderResponseSchema, 'The filters used and the best matches'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const found = await findMatches(c.get('deps').db, { me, query: c.req.valid('query') }, clockOf(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json(found, 200);
  },
);

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/geocode.php',
    operationId: 'reverseGeocode',
    summary: 'The country and nearest town of a position',
    security: session,
    request: { query: geocodeQuerySchema },
    responses: {
      200: jsonBody(geocodeResponseSchema, 'Country and nearest town, or false'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  (c) => {
    requireUser(c);
    const { lat, lon } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    return c.json(reverseGeocode(lat, lon), 200);
  },
);
