/**
 * Photo moderation (issue 19): the reasons staff may give for a rejection (each translated for the
 * member in packages/i18n `photos.rejection.<reason>`), which photo statuses a site shows, and
 * the queue's page size. A rejected photo is never shown; a pending one only where the site lets
 * photos show before approval (the `photos_before_approval` setting, ADR 0060).
 */
import { z } from 'zod';

export const PHOTO_REJECTION_REASONS = [
  'not_the_member',
  'nudity',
  'minor_suspected',
  'copyrighted',
  'contact_details',
  'low_quality',
  'other',
] as const;
export type PhotoRejectionReason = (typeof PHOTO_REJECTION_REASONS)[number];
export const photoRejectionReasonSchema = z.enum(PHOTO_REJECTION_REASONS);

export type PhotoStatus = 'approved' | 'pending' | 'rejected';

/** The statuses a viewer may see: approved, and pending too while the site shows photos before approval. */
export const shownPhotoStatuses = (photosBeforeApproval: boolean): readonly PhotoStatus[] =>
  photosBeforeApproval ? ['approved', 'pending'] : ['approved'];

/** Whether a photo of `status` is shown to other members and visitors. */
export const isPhotoShown = (status: PhotoStatus, photosBeforeApproval: boolean): boolean =>
  shownPhotoStatuses(photosBeforeApproval).includes(status);

/** Photos per page of the moderation queue, and the most one bulk approval may name. */
export const PHOTO_QUEUE_PAGE_SIZE = 48;
export const PHOTO_BULK_MAX = 100;
