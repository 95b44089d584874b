/** The photo forms of /profile: upload (without JavaScript), make main, delete. */
import type { ApiClient } from '@dating/api-client';
import { photoIdRequestSchema } from '@dating/contract';
import { type ActionResult, apiFailure, invalidForm } from './api-action.ts';

export const PHOTO_INTENTS = ['photo-upload', 'photo-main', 'photo-delete'] as const;
type PhotoIntent = (typeof PHOTO_INTENTS)[number];

export function isPhotoIntent(intent: string): intent is PhotoIntent {
  return (PHOTO_INTENTS as readonly string[]).includes(intent);
}

export async function photoAction(api: ApiClient, intent: PhotoIntent, form: FormData) {
  try {
    if (intent === 'photo-upload') {
      const photo = form.get('photo');
      if (!(photo instanceof Blob) || photo.size === 0) {
        return {
          intent,
          error: { code: 'validation_failed' },
          fields: { photo: 'required' },
        } satisfies ActionResult;
      }
      await api.uploadPhoto(photo, (photo as File).name || 'photo');
      return { intent, done: true } satisfies ActionResult;
    }
    const parsed = photoIdRequestSchema.safeParse({ id: Number(form.get('id')) });
    if (!parsed.success) return invalidForm(parsed.error, {}, intent);
    if (intent === 'photo-main') await api.setMainPhoto(parsed.data.id);
    else await api.deletePhoto(parsed.data.id);
    return { intent, done: true } satisfies ActionResult;
  } catch (error) {
    return apiFailure(error, {}, intent);
  }
}
