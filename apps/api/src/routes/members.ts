/** The member search behind /members and one member's profile behind /members/{id} (spec §2, §3, §6). */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  memberSearchQuerySchema,
  memberProfileQuerySchema,
  memberProfileResponseSchema,
  memberSearchResponseSchema,
} from '@dating/contract';
import { loadMemberProfile } from '../members/profile-view.ts';
import { blockBetween } from '../members/blocks.ts';
import { likes } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';
import { loadUserView } from '../members/user-view.ts';
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
        after: q.after,
        before: q.before,
      },
      deps.now?.() ?? new Date(),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(result, 200);
  },
);

memberRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/member.php',
    request: { query: memberProfileQuerySchema },
    responses: {
      200: jsonBody(memberProfileResponseSchema, 'The member’s profile as this viewer may see it'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'blocked_by_member'),
      404: jsonBody(apiErrorSchema, 'not_found: no such member on this site'),
    },
  }),
  async (c) => {
    const deps = c.get('deps');
    const session = c.get('user');
    const memberId = c.req.valid('query').id;
    const block = session ? await blockBetween(deps.db, session.id, memberId) : null;
    if (block?.bBlockedA) {
      throw new ApiHttpError(
        403,
        'blocked_by_member',
        "You're blocked by the member. You do not have access to this page.",
      );
    }
    const [settings, me] = await Promise.all([
      loadSiteSettings(c),
      session ? loadUserView(deps.db, session.id) : null,
    ]);
    const member = await loadMemberProfile(deps.db, {
      brandId: c.get('site').brand.id,
      memberId,
      viewer: me ? { id: me.id, paid: me.paid_user } : null,
      visibleFields: settings.visible_profile_fields,
      now: deps.now?.() ?? new Date(),
    });
    if (!member) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
    if (session) {
      const [mine] = await deps.db
        .select({ id: likes.likerId })
        .from(likes)
        .where(and(eq(likes.likerId, session.id), eq(likes.likedId, member.id)));
      member.liked = Boolean(mine);
      member.blocked = Boolean(block?.aBlockedB);
      // Spec §4: opening a profile clears its new-like flag.
      await deps.db
        .update(likes)
        .set({ isNew: false })
        .where(and(eq(likes.likerId, member.id), eq(likes.likedId, session.id), eq(likes.isNew, true)));
    }
    c.header('Cache-Control', 'private, no-store');
    return c.json({ member }, 200);
  },
);
