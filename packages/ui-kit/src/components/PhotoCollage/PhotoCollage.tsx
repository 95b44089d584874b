/** A loose collage of member photos (marketing landers), each optionally a link. */
import { KitLink } from '../link.tsx';
import * as styles from './PhotoCollage.css.ts';

export interface CollagePhoto {
  src: string;
  alt: string;
  href?: string;
}

export function PhotoCollage({ photos, label }: { photos: CollagePhoto[]; label: string }) {
  return (
    <ul className={styles.collage} aria-label={label}>
      {photos.map((p, i) => {
        // The first row is above the fold; the rest may wait.
        const img = (
          <img
            className={styles.photo}
            src={p.src}
            alt={p.alt}
            width={240}
            height={300}
            loading={i < 4 ? undefined : 'lazy'}
            decoding="async"
          />
        );
        return (
          <li key={p.src} className={styles.tile}>
            {p.href ? (
              <KitLink href={p.href} className={styles.link}>
                {img}
              </KitLink>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}
