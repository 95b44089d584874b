import { describe, expect, it } from 'vitest';
import {
  PHOTO_REJECTION_REASONS,
  isPhotoShown,
  photoRejectionReasonSchema,
  shownPhotoStatuses,
} from './photo-moderation.ts';

describe('photo moderation rules', () => {
  it('never shows a rejected photo', () => {
    expect(isPhotoShown('rejected', true)).toBe(false);
    expect(isPhotoShown('rejected', false)).toBe(false);
  });
  it('shows a pending photo only while the site shows photos before approval', () => {
    expect(isPhotoShown('pending', true)).toBe(true);
    expect(isPhotoShown('pending', false)).toBe(false);
    expect(shownPhotoStatuses(false)).toEqual(['approved']);
  });
  it('always shows an approved photo', () => {
    expect(isPhotoShown('approved', false)).toBe(true);
  });
  it('accepts only the listed rejection reasons', () => {
    for (const reason of PHOTO_REJECTION_REASONS)
      expect(photoRejectionReasonSchema.parse(reason)).toBe(reason);
    expect(photoRejectionReasonSchema.safeParse('ugly').success).toBe(false);
  });
});
