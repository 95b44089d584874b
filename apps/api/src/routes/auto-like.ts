/**
 * GET /api/auto-like.php (spec §2 like modal, §7): a profile for the "it's a new like" popup.
 * Only the operator's fictional profiles like automatically (they carry the fictional icon and
 * warning), one of the gender the member looks for, who has not liked them yet; at most one
 * such like a day per member (docs/decisions/0018).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, autoLikeResponseSchema } from '@dating/contract';
import { likes, profiles, users } from '@dating/db/schema';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { conditions, memberCards } from '../members/search.ts';

export const autoLikeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const DAY_MS = 86_400_000;

autoLikeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/auto-like.php',
    responses: {
      200: jsonBody(autoLikeResponseSchema, 'The profile that just liked the member, or null'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, now: clock } = c.get('deps');
    const now = clock?.() ?? new Date();
    c.header('Cache-Control', 'private, no-store');
    const profile = await db.transaction(async (tx) => {
      // The member's row lock makes two tabs asking at once give one like, not two.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${me.id} for update`);
      const [today] = await tx
        .select({ n: count() })
        .from(likes)
        .where(
          and(
            eq(likes.likedId, me.id),
            eq(likes.source, 'auto'),
            gte(likes.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        );
      if (Number(today?.n ?? 0) > 0) return null;
      const [mine] = await tx
        .select({ lookingFor: profiles.lookingForGender })
        .from(profiles)
        .where(eq(profiles.userId, me.id));
      const where = conditions(me.brandId, me.id, { gender: mine?.lookingFor ?? undefined }, now);
      where.push(
        eq(users.fictional, true),
        sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${users.id} and ${likes.likedId} = ${me.id})`,
      );
      const [card] = await memberCards(tx, where, 1, 0, now);
      if (!card) return null;
      await tx.insert(likes).values({ likerId: card.id, likedId: me.id, source: 'auto', createdAt: now });
      return card;
    });
    return c.json({ profile }, 200);
  },
);
