import { type PhotoSourceSet, photoRendition, photoSourceSets } from '@dating/contract';

/** Builds a photo URL from the settings' cdn_prefix and a server-made file name. */
export function photoUrl(cdnPrefix: string, filename: string): string {
  return `${cdnPrefix}${filename}`;
}

/**
 * The AVIF and WebP `srcset`s of a photo (ADR 0081), by the naming rule of its renditions, from
 * its full-size name (`filename`, or the blur a locked photo is sent as: never anything else).
 */
export function photoSources(cdnPrefix: string, filename: string): PhotoSourceSet[] {
  return photoSourceSets((width, format) => photoUrl(cdnPrefix, photoRendition(filename, width, format)));
}

/** The same for a chat photo, through the chat photo route and its access check. */
export function chatPhotoSources(message: number): PhotoSourceSet[] {
  return photoSourceSets(
    (width, format) => `/api/chat-photo.php?message=${message}&w=${width}&format=${format}`,
  );
}

/**
 * `sizes` of the member grid's cards: columns of at least 150 px in the 1200 px container (about
 * 6 on a desktop, 4 on a tablet, 2 on a 360 px phone).
 */
export const MEMBER_CARD_SIZES = '(min-width: 1200px) 190px, (min-width: 600px) 25vw, 50vw';
