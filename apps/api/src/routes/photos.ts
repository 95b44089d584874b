/**
 * Photo upload (signup step 1 and later the profile) through the one sharp pipeline
 * (members/photo-pipeline.ts). Spec §5: 3 photos for free members, 25 for premium.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  okResponseSchema,
  ownPhotosResponseSchema,
  photoIdRequestSchema,
  userResponseSchema,
} from '@dating/contract';
import type { Db } from '@dating/db';
import { photos, profiles, users } from '@dating/db/schema';
import { canUploadPhoto, maxPhotos } from '@dating/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { photoFromForm, removePhoto, storePhoto } from '../members/photo-pipeline.ts';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const photoRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

photoRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/photos.php',
    description: 'multipart/form-data with one file in the field `photo` (JPEG, PNG, WebP, GIF, AVIF, HEIF).',
    responses: {
      201: jsonBody(userResponseSchema, 'Stored; the first photo becomes the main photo'),
      400: jsonBody(apiErrorSchema, 'validation_failed: photo required or not an image'),
      403: jsonBody(apiErrorSchema, 'authentication_required or photo_limit_reached'),
      413: jsonBody(apiErrorSchema, 'payload_too_large'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const { db, uploadsDir } = c.get('deps');
    const file = await photoFromForm(await c.req.formData().catch(() => null));
    const [me] = await db.select({ paid: users.paidUser }).from(users).where(eq(users.id, session.id));
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(photos)
      .where(eq(photos.userId, session.id));
    const paid = me?.paid ?? false;
    if (!canUploadPhoto(Number(n), paid)) {
      throw new ApiHttpError(
        403,
        'photo_limit_reached',
        'Photo limit reached',
        { photo: 'photo_limit_reached' },
        {
          max: maxPhotos(paid),
        },
      );
    }
    const stored = await storePhoto(file, uploadsDir, `u${session.id}`);
    // A failed insert must not leave files nobody owns in the served folder.
    const removeFiles = async (error: unknown) => {
      await removePhoto(uploadsDir, stored);
      throw error;
    };
    await db
      .transaction(async (tx) => {
        const [photo] = await tx
          .insert(photos)
          .values({
            userId: session.id,
            filename: stored.filename,
            thumbFilename: stored.thumbFilename,
            position: Number(n),
            width: stored.width,
            height: stored.height,
          })
          .returning({ id: photos.id });
        const [profile] = await tx
          .select({ main: profiles.mainPhotoId })
          .from(profiles)
          .where(eq(profiles.userId, session.id));
        if (profile && profile.main === null) {
          await tx.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, session.id));
        }
      })
      .catch(removeFiles);
    return c.json({ user: await loadUserView(db, session.id) }, 201);
  },
);

const idBody = {
  body: { content: { 'application/json': { schema: photoIdRequestSchema } }, required: true },
};

/** One of the member's own photos, or a 404 (another member's photo id tells nothing). */
async function ownPhoto(db: Db, userId: number, id: number) {
  const [photo] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, userId)));
  if (!photo) throw new ApiHttpError(404, 'not_found', 'This page could not be found');
  return photo;
}

photoRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/photos.php',
    responses: {
      200: jsonBody(ownPhotosResponseSchema, "The member's own photos, main first, and the limit"),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const { db } = c.get('deps');
    const [rows, [me], [profile]] = await Promise.all([
      db
        .select()
        .from(photos)
        .where(eq(photos.userId, session.id))
        .orderBy(asc(photos.position), asc(photos.id)),
      db.select({ paid: users.paidUser }).from(users).where(eq(users.id, session.id)),
      db.select({ main: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, session.id)),
    ]);
    const main = profile?.main ?? null;
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        photos: rows
          .map((p) => ({
            id: Number(p.id),
            filename: p.filename,
            thumb_filename: p.thumbFilename,
            status: p.status,
            main: Number(p.id) === main,
          }))
          .sort((a, b) => Number(b.main) - Number(a.main)),
        max: maxPhotos(me?.paid ?? false),
      },
      200,
    );
  },
);

photoRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/photos.php',
    request: idBody,
    responses: {
      200: jsonBody(okResponseSchema, 'The photo is now the main photo'),
      400: jsonBody(apiErrorSchema, 'validation_failed: a rejected photo cannot be the main photo'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found: not one of your photos'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const { db } = c.get('deps');
    const photo = await ownPhoto(db, session.id, c.req.valid('json').id);
    if (photo.status === 'rejected') {
      throw new ApiHttpError(400, 'validation_failed', 'A rejected photo cannot be the main photo', {
        id: 'invalid',
      });
    }
    await db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.userId, session.id));
    return c.json({ ok: true as const }, 200);
  },
);

photoRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/photos.php',
    request: idBody,
    responses: {
      200: jsonBody(okResponseSchema, 'Deleted; if it was the main photo, the next one is main'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found: not one of your photos'),
    },
  }),
  async (c) => {
    const session = requireUser(c);
    const { db, uploadsDir } = c.get('deps');
    const photo = await ownPhoto(db, session.id, c.req.valid('json').id);
    await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ main: profiles.mainPhotoId })
        .from(profiles)
        .where(eq(profiles.userId, session.id));
      await tx.delete(photos).where(eq(photos.id, photo.id));
      if (profile?.main === photo.id) {
        const [next] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.userId, session.id), eq(photos.status, 'approved')))
          .orderBy(asc(photos.position), asc(photos.id))
          .limit(1);
        await tx
          .update(profiles)
          .set({ mainPhotoId: next?.id ?? null })
          .where(eq(profiles.userId, session.id));
      }
    });
    // Files go after the row: a failed delete leaves an orphan file, never a broken photo.
    // Demo pool pictures are shared between seeded members and stay.
    if (photo.filename.startsWith(`u${session.id}-`)) {
      await Promise.all(
        [photo.filename, photo.thumbFilename, photo.blurredFilename]
          .filter((f): f is string => Boolean(f))
          .map((f) => rm(join(uploadsDir, f), { force: true })),
      );
    }
    return c.json({ ok: true as const }, 200);
  },
);
