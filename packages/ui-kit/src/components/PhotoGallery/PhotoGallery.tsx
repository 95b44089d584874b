/**
 * A member's photos (spec §5, §6). A locked photo is already blurred by the server — this
 * component never receives an original it may not show — and carries a lock overlay; choosing
 * it calls `onUnlock` (the caller offers premium). Other photos open a lightbox with previous
 * and next (also ArrowLeft/ArrowRight); Escape or the close button closes it.
 */
import { type KeyboardEvent, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Picture, type PictureSource } from '../Picture/Picture.tsx';
import * as styles from './PhotoGallery.css.ts';

/**
 * The first photo is the profile's largest paint: it loads at once with high priority; the
 * others wait until they near the viewport (ADR 0080). React 18 knows no `fetchPriority` prop;
 * the lowercase attribute passes through as is.
 */
const loadingOf = (index: number) =>
  index === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const };

/** A tile's photo, locked or open: each says what it is ("Photo 2 of Anna"). */
const tileImage = (photo: GalleryPhoto, index: number) => (
  <Picture
    className={styles.image}
    src={photo.src}
    alt={photo.alt}
    sources={photo.sources}
    sizes={TILE_SIZES}
    width={240}
    height={300}
    {...loadingOf(index)}
  />
);

export interface GalleryPhoto {
  id: string | number;
  src: string;
  alt: string;
  /** AVIF and WebP `srcset`s (ADR 0081): the tiles and the lightbox each take the width they need. */
  sources?: readonly PictureSource[];
  locked?: boolean;
}

/**
 * Tiles: columns of at least 7.5rem in a card of the 1200 px container, so about 150 px on a
 * desktop and half a phone's width on a phone. The lightbox: the modal's 520 px, or the screen.
 */
const TILE_SIZES = '(min-width: 1200px) 180px, (min-width: 600px) 20vw, 50vw';
const LIGHTBOX_SIZES = '(min-width: 560px) 520px, 100vw';

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Name of the lightbox, e.g. "Photos of Anna". */
  title: string;
  lockedLabel: string;
  onUnlock?: (id: GalleryPhoto['id']) => void;
  labels: {
    open: (alt: string) => string;
    previous: string;
    next: string;
    close: string;
    position: (n: number, total: number) => string;
  };
}

export function PhotoGallery({ photos, title, lockedLabel, onUnlock, labels }: PhotoGalleryProps) {
  const open = photos.filter((p) => !p.locked);
  const [current, setCurrent] = useState<number | null>(null);
  const shown = current === null ? null : open[current];
  const step = (delta: number) =>
    setCurrent((c) => (c === null ? c : (c + delta + open.length) % open.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            {photo.locked ? (
              <button type="button" className={styles.tile} onClick={() => onUnlock?.(photo.id)}>
                {/* Each photo says what it is ("Photo 2 of Anna"), locked or not. */}
                {tileImage(photo, index)}
                <span className={styles.lock}>
                  <Icon name="lock" size={28} />
                  <span>{lockedLabel}</span>
                </span>
              </button>
            ) : (
              <button
                type="button"
                className={styles.tile}
                aria-label={labels.open(photo.alt)}
                onClick={() => setCurrent(open.indexOf(photo))}
              >
                {tileImage(photo, index)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== null && shown !== undefined}
        title={title}
        onClose={() => setCurrent(null)}
        closeLabel={labels.close}
      >
        {shown ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page through the photos inside the dialog
          <div className={styles.lightbox} onKeyDown={onKeyDown}>
            <Picture
              className={styles.large}
              src={shown.src}
              alt={shown.alt}
              sources={shown.sources}
              sizes={LIGHTBOX_SIZES}
              width={640}
              height={800}
              loading="eager"
            />
            <div className={styles.controls}>
              <IconButton
                icon="chevronLeft"
                label={labels.previous}
                onClick={() => step(-1)}
                disabled={open.length < 2}
              />
              <span aria-live="polite">{labels.position((current ?? 0) + 1, open.length)}</span>
              <IconButton
                icon="chevronRight"
                label={labels.next}
                onClick={() => step(1)}
                disabled={open.length < 2}
              />
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
