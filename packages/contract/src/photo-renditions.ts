/**
 * The naming rule of a photo's renditions (ADR 0081): from any server-made photo name the API
 * sends (`filename`, `thumb_filename`, a blur, a demo pool picture), a client derives the URLs of
 * the same picture in AVIF and WebP at a few widths, without another field in the JSON. The
 * source is the 640×800 WebP the pipeline has always stored; `<name>-<width>w.<format>` are its
 * renditions, and the 640-wide WebP is the source itself (no second copy of the same bytes).
 *
 * A rendition shows exactly what its source shows: a locked photo is sent only as its blur's
 * name (ADR 0106), so every rendition a client can derive is a rendition of the blur.
 */

/** Widths a rendition may have, in pixels (4:5, so 400, 600 and 800 high). */
export const PHOTO_WIDTHS = [320, 480, 640] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Formats, best first: a browser takes the first `<source>` whose type it decodes. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The width of the stored source, which is also the largest rendition. */
export const PHOTO_SOURCE_WIDTH = 640;

const RENDITION = /^(.+)-(\d+)w\.(avif|webp)$/;

/** The storage key (and URL tail) of a photo's rendition; the source's own name for 640 WebP. */
export function photoRendition(filename: string, width: PhotoWidth, format: PhotoFormat): string {
  if (width === PHOTO_SOURCE_WIDTH && format === 'webp') return filename;
  return `${filename.replace(/\.webp$/, '')}-${width}w.${format}`;
}

/**
 * The source and the size of a rendition's key, or null when the key names no rendition (an
 * unknown width never is one: nobody can make the server encode sizes it did not choose).
 */
export function parsePhotoRendition(
  key: string,
): { source: string; width: PhotoWidth; format: PhotoFormat } | null {
  const match = RENDITION.exec(key);
  if (!match) return null;
  const width = Number(match[2]) as PhotoWidth;
  const format = match[3] as PhotoFormat;
  if (!PHOTO_WIDTHS.includes(width)) return null;
  if (width === PHOTO_SOURCE_WIDTH && format === 'webp') return null;
  return { source: `${match[1]}.webp`, width, format };
}

/** One `<source>` per format with its `srcset`, best format first. */
export interface PhotoSourceSet {
  type: string;
  srcSet: string;
}

/**
 * The `<source>` list of a photo, from its URL builder: `url(key)` turns a rendition's key into
 * a URL (`/uploads/<key>`, or the chat photo route with width and format).
 */
export function photoSourceSets(
  url: (width: PhotoWidth, format: PhotoFormat) => string,
  widths: readonly PhotoWidth[] = PHOTO_WIDTHS,
): PhotoSourceSet[] {
  return PHOTO_FORMATS.map((format) => ({
    type: PHOTO_MIME[format],
    srcSet: widths.map((w) => `${url(w, format)} ${w}w`).join(', '),
  }));
}
