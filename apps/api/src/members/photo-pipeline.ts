/**
 * Compatibility door to the photo pipeline (photos/pipeline.ts, ADR 0049) for the chat photo
 * upload (routes/messages.ts), which still throws its refusals as API errors. It goes when the
 * chat routes call `uploadedPhoto` and `decodePhoto` themselves; nothing new imports it.
 */
import { orRefuse } from '../http/refusal.ts';
import { decodePhoto, uploadedPhoto } from '../photos/pipeline.ts';

export {
  type EncodedPhoto,
  type PhotoNames,
  type StoredPhoto,
  photoNames,
  removePhoto,
  writePhoto,
} from '../photos/pipeline.ts';

/** @deprecated Use `uploadedPhoto` (a Result) from photos/pipeline.ts. */
export async function photoFromForm(form: FormData | null): Promise<File> {
  return orRefuse(uploadedPhoto(form));
}

/** @deprecated Use `decodePhoto` (a Result) from photos/pipeline.ts. */
export async function encodePhoto(file: File) {
  return orRefuse(await decodePhoto(file));
}
