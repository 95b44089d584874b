/**
 * A photo in the best format the browser decodes, at the width its place needs (ADR 0081): a
 * `<picture>` with one `<source>` per format (AVIF first, then WebP), each with a `srcset` of
 * widths and the place's `sizes`, and an `<img>` fallback. Without sources it is a plain `<img>`.
 * `width`/`height` (or the caller's CSS aspect-ratio) keep the layout from shifting; `loading`
 * is lazy unless the caller knows the photo is above the fold.
 */
import * as styles from './Picture.css.ts';

/** One `<source>`: a MIME type and a `srcset` ("/a-320w.avif 320w, /a-480w.avif 480w"). */
export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureProps {
  /** The fallback a browser shows when it takes no source (and the URL tests and old browsers see). */
  src: string;
  alt: string;
  sources?: readonly PictureSource[];
  /** How wide the photo is drawn at each viewport, for choosing from the `srcset`s. */
  sizes?: string;
  width?: number;
  height?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'async' | 'sync' | 'auto';
}

export function Picture({
  src,
  alt,
  sources,
  sizes,
  width,
  height,
  className,
  loading = 'lazy',
  fetchPriority,
  decoding = 'async',
}: PictureProps) {
  // React 18 knows no `fetchPriority` prop; the lower-case attribute passes through as it is.
  const priority = fetchPriority ? ({ fetchpriority: fetchPriority } as Record<string, string>) : {};
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      {...priority}
    />
  );
  if (!sources || sources.length === 0) return img;
  return (
    <picture className={styles.picture}>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
