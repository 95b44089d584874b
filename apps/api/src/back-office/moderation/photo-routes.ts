/**
 * Photo moderation over the staff API (issue 19; admins and support, area `moderation`): the
 * queue, approve (one or several), reject with a reason. Routes parse, check the role, call
 * photo-queue.ts / photo-commands.ts and answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  photoApproveRequestSchema,
  photoApproveResponseSchema,
  photoIdParamSchema,
  photoQueueQuerySchema,
  photoQueueResponseSchema,
  photoRejectRequestSchema,
  photoRejectResponseSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { clockOf } from '../../http/clock.ts';
import { clientIp } from '../../http/client-ip.ts';
import { jsonBody, jsonRequest } from '../../http/openapi.ts';
import { orRefuse } from '../../http/refusal.ts';
import { validationHook } from '../../http/validation.ts';
import type { StaffEnv } from '../../staff/env.ts';
import { requireStaff } from '../../staff/session.ts';
import { type Moderator, approvePhotos, rejectPhoto } from './photo-commands.ts';
import { photoQueue } from './photo-queue.ts';

export const photoModerationRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/moderation/photos';
const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};
const decision = {
  ...common,
  400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
  404: jsonBody(apiErrorSchema, 'photo_not_found: an id names no photo; nothing written'),
  409: jsonBody(apiErrorSchema, 'photo_not_pending: a photo was decided already; nothing written'),
};

const moderator = (c: Context<StaffEnv>): Moderator => ({
  staffId: requireStaff(c, 'moderation').id,
  ip: clientIp(c),
});

photoModerationRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'photoQueue',
    summary: 'Pending photos of members and personas, oldest first',
    security,
    request: { query: photoQueueQuerySchema },
    responses: {
      200: jsonBody(photoQueueResponseSchema, 'One page of the queue'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'moderation');
    c.header('Cache-Control', 'private, no-store');
    const page = await photoQueue(c.get('deps').db, { after: c.req.valid('query').after });
    return c.json(
      {
        photos: page.photos.map((p) => ({
          id: p.id,
          member_id: p.memberId,
          member_name: p.memberName,
          brand_id: p.brandId,
          persona_id: p.personaId,
          filename: p.filename,
          thumb_filename: p.thumbFilename,
          premium_only: p.premiumOnly,
          uploaded_at: p.uploadedAt.toISOString(),
        })),
        next_after: page.nextAfter,
      },
      200,
    );
  },
);

photoModerationRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/approve`,
    operationId: 'approvePhotos',
    summary: 'Approve one or several pending photos (all or nothing)',
    security,
    request: jsonRequest(photoApproveRequestSchema),
    responses: { 200: jsonBody(photoApproveResponseSchema, 'The photos approved'), ...decision },
  }),
  async (c) => {
    const who = moderator(c);
    const result = orRefuse(
      await approvePhotos(c.get('deps').db, { moderator: who, ids: c.req.valid('json').ids }, clockOf(c)),
    );
    return c.json(result, 200);
  },
);

photoModerationRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/reject`,
    operationId: 'rejectPhoto',
    summary: 'Reject a pending photo with a reason the member reads',
    security,
    request: { params: photoIdParamSchema, ...jsonRequest(photoRejectRequestSchema) },
    responses: {
      200: jsonBody(photoRejectResponseSchema, 'The photo (and its persona copies) rejected'),
      ...decision,
    },
  }),
  async (c) => {
    const who = moderator(c);
    const result = orRefuse(
      await rejectPhoto(
        c.get('deps').db,
        { moderator: who, id: c.req.valid('param').id, reason: c.req.valid('json').reason },
        clockOf(c),
      ),
    );
    return c.json(result, 200);
  },
);
