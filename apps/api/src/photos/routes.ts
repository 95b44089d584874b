/**
 * The member's own photos over HTTP (photos.php: upload at signup step 1 and later the profile,
 * list, choose the main one, delete): parse, run photos/commands.ts or queries.ts, answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  okResponseSchema,
  ownPhotosResponseSchema,
  photoIdRequestSchema,
  userResponseSchema,
} from '@dating/contract';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { loadUserView } from '../members/user-view.ts';
import { addPhoto, deletePhoto, setMainPhoto } from './commands.ts';
import { uploadedPhoto } from './pipeline.ts';
import { type OwnPhoto, ownPhotos } from './queries.ts';

/** The body limit of a photo upload (app.ts); every other call has the JSON limit. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const photoRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const session = [{ session: [] }];

photoRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/photos.php',
    operationId: 'uploadProfilePhoto',
    summary: 'Upload a photo to the own profile',
    security: session,
    description: 'multipart/form-data with one file in the field `photo` (JPEG, PNG, WebP, GIF, AVIF, HEIF).',
    responses: {
      201: jsonBody(userResponseSchema, 'Stored; the first photo becomes the main photo'),
      400: jsonBody(apiErrorSchema, 'validation_failed: photo required or not an image'),
      403: jsonBody(apiErrorSchema, 'authentication_required or photo_limit_reached'),
      413: jsonBody(apiErrorSchema, 'payload_too_large'),
      503: jsonBody(apiErrorSchema, 'storage_unavailable: nothing stored, try again after Retry-After'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, photoStore } = c.get('deps');
    const file = orRefuse(uploadedPhoto(await c.req.formData().catch(() => null)));
    orRefuse(await addPhoto(db, { memberId: me.id, file, store: photoStore }));
    return c.json({ user: await loadUserView(db, me.id) }, 201);
  },
);

photoRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/photos.php',
    operationId: 'listOwnPhotos',
    summary: "The member's own photos and their limit",
    security: session,
    responses: {
      200: jsonBody(ownPhotosResponseSchema, "The member's own photos, main first, and the limit"),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const own = await ownPhotos(c.get('deps').db, me.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(ownPhotosBody(own), 200);
  },
);

photoRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/photos.php',
    operationId: 'setMainPhoto',
    summary: 'Make one of the own photos the main photo',
    security: session,
    request: jsonRequest(photoIdRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'The photo is now the main photo'),
      400: jsonBody(apiErrorSchema, 'validation_failed: a rejected photo cannot be the main photo'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found: not one of your photos'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    orRefuse(await setMainPhoto(c.get('deps').db, { memberId: me.id, photoId: c.req.valid('json').id }));
    return c.json({ ok: true as const }, 200);
  },
);

photoRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/photos.php',
    operationId: 'deleteProfilePhoto',
    summary: 'Delete one of the own photos',
    security: session,
    request: jsonRequest(photoIdRequestSchema),
    responses: {
      200: jsonBody(okResponseSchema, 'Deleted; if it was the main photo, the next one is main'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
      404: jsonBody(apiErrorSchema, 'not_found: not one of your photos'),
    },
  }),
  async (c) => {
    const me = requireUser(c);
    const { db, photoStore } = c.get('deps');
    orRefuse(await deletePhoto(db, { memberId: me.id, photoId: c.req.valid('json').id, store: photoStore }));
    return c.json({ ok: true as const }, 200);
  },
);

/** The own photos as photos.php and the profile page answer them. */
export const ownPhotosBody = (own: { photos: OwnPhoto[]; max: number }) => ({
  photos: own.photos.map((p) => ({
    id: p.id,
    filename: p.filename,
    thumb_filename: p.thumbFilename,
    status: p.status,
    rejection_reason: p.rejectionReason,
    main: p.main,
  })),
  max: own.max,
});
