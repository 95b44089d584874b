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
import * as styles from './PhotoGallery.css.ts';

/**
 * The first photo is the profile's largest paint: it loads at once with high priority; the
 * others wait until they near the viewport (ADR 0080). React 18 knows no `fetchPriority` prop;
 * the lowercase attribute passes through as is.
 */
const loadingOf = (index: number) =>
  index === 0 ? { loading: 'eager' as const, fetchpriority: 'high' } : { loading: 'lazy' as const };

export interface GalleryPhoto {
  id: string | number;
  src: string;
  alt: string;
  locked?: boolean;
}

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
                <img className={styles.image} src={photo.src} alt={photo.alt} {...loadingOf(index)} />
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
                <img className={styles.image} src={photo.src} alt={photo.alt} {...loadingOf(index)} />
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
            <img className={styles.large} src={shown.src} alt={shown.alt} />
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
