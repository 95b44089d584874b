/**
 * The staff console's photo moderation calls (issue 19): the queue of pending photos (members'
 * and personas'), approving one or several, rejecting one with a reason from a fixed list.
 */
import { PHOTO_BULK_MAX, PHOTO_REJECTION_REASONS } from '@dating/domain';
import { z } from 'zod';

const photoId = z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid');

export const photoQueueQuerySchema = z.object({ after: photoId.optional() });

export const queuedPhotoSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  brand_id: z.string(),
  /** The persona this photo belongs to, or null for a member's own photo. */
  persona_id: z.number().int().nullable(),
  filename: z.string(),
  thumb_filename: z.string(),
  premium_only: z.boolean(),
  uploaded_at: z.string(),
});
export type QueuedPhoto = z.infer<typeof queuedPhotoSchema>;

export const photoQueueResponseSchema = z.object({
  photos: z.array(queuedPhotoSchema),
  /** Pass as `after` for the next (newer) page; null on the last page. */
  next_after: z.number().int().nullable(),
});
export type PhotoQueuePage = z.infer<typeof photoQueueResponseSchema>;

export const photoApproveRequestSchema = z.object({
  ids: z
    .array(z.number({ message: 'invalid' }).int('invalid').positive('invalid'), { message: 'invalid' })
    .min(1, 'required')
    .max(PHOTO_BULK_MAX, 'too_many'),
});
export const photoApproveResponseSchema = z.object({ approved: z.array(z.number().int()) });

export const photoIdParamSchema = z.object({ id: photoId });
export const photoRejectRequestSchema = z.object({
  reason: z.enum(PHOTO_REJECTION_REASONS, { message: 'required' }),
});
export const photoRejectResponseSchema = z.object({ rejected: z.array(z.number().int()) });
