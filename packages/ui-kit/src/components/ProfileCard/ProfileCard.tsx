/**
 * A member in a list: photo, name and age, place. Fictional profiles carry a visible, labelled
 * mark (spec §3 fictional_icon). With `href` the whole card is one link.
 */
import { FictionalBadge } from '../FictionalBadge/FictionalBadge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { KitLink } from '../link.tsx';
import { Picture, type PictureSource } from '../Picture/Picture.tsx';
import * as styles from './ProfileCard.css.ts';

export interface ProfileCardProps {
  name: string;
  age: number;
  ageLabel: string;
  place?: string;
  photoSrc?: string;
  /** AVIF and WebP `srcset`s of the photo (ADR 0081); `photoSrc` stays the fallback. */
  photoSources?: readonly PictureSource[];
  /** How wide the card's photo is drawn, for the `srcset`s (the grid's column width). */
  photoSizes?: string;
  photoAlt: string;
  fictional?: boolean;
  fictionalLabel: string;
  href?: string;
  /**
   * One of the first cards of a page, likely its largest paint: the photo loads at once with
   * high priority instead of lazily (ADR 0080). Only the first few cards of a list set it.
   */
  priority?: boolean;
}

export function ProfileCard({
  name,
  ageLabel,
  place,
  photoSrc,
  photoSources,
  photoSizes,
  photoAlt,
  fictional,
  fictionalLabel,
  href,
  priority,
}: ProfileCardProps) {
  const content = (
    <>
      {photoSrc ? (
        <Picture
          className={styles.photo}
          src={photoSrc}
          alt={photoAlt}
          sources={photoSources}
          sizes={photoSizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={240}
          height={300}
        />
      ) : (
        <div className={styles.placeholder}>
          <Icon name="user" size={48} />
        </div>
      )}
      <div className={styles.body}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>{ageLabel}</span>
        {place ? <span className={styles.meta}>{place}</span> : null}
      </div>
    </>
  );
  return (
    <article className={styles.card}>
      {href ? (
        <KitLink href={href} className={styles.link}>
          {content}
        </KitLink>
      ) : (
        content
      )}
      {fictional ? <FictionalBadge label={fictionalLabel} /> : null}
    </article>
  );
}
