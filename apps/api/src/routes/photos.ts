/**
 * Photo upload (signup step 1 and later the profile): the file is decoded and re-encoded by
 * sharp — rotated upright, resized, metadata (GPS!) dropped, WebP — so what we serve is never
 * the uploaded bytes. Spec §5: 3 photos for free members, 25 for premium.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, userResponseSchema } from '@dating/api-client/schemas';
import { photos, profiles, users } from '@dating/db/schema';
import { canUploadPhoto, maxPhotos } from '@dating/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAIN = { width: 640, height: 800 };
const THUMB = { width: 240, height: 300 };

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
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('photo');
    if (!(file instanceof File) || file.size === 0) {
      throw new ApiHttpError(400, 'validation_failed', 'A photo is required', { photo: 'required' });
    }
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
    const input = Buffer.from(await file.arrayBuffer());
    const base = `u${session.id}-${randomBytes(8).toString('hex')}`;
    let size: { width: number; height: number };
    try {
      const upright = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
      const main = await upright
        .clone()
        .resize({ ...MAIN, fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await upright
        .clone()
        .resize({ ...THUMB, fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toBuffer();
      await writeFile(join(uploadsDir, `${base}.webp`), main.data);
      await writeFile(join(uploadsDir, `${base}-thumb.webp`), thumb);
      size = { width: main.info.width, height: main.info.height };
    } catch {
      throw new ApiHttpError(400, 'validation_failed', 'The file is not an image we can read', {
        photo: 'invalid_image',
      });
    }
    await db.transaction(async (tx) => {
      const [photo] = await tx
        .insert(photos)
        .values({
          userId: session.id,
          filename: `${base}.webp`,
          thumbFilename: `${base}-thumb.webp`,
          position: Number(n),
          ...size,
        })
        .returning({ id: photos.id });
      const [profile] = await tx
        .select({ main: profiles.mainPhotoId })
        .from(profiles)
        .where(eq(profiles.userId, session.id));
      if (profile && profile.main === null) {
        await tx.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, session.id));
      }
    });
    return c.json({ user: await loadUserView(db, session.id) }, 201);
  },
);
