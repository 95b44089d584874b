/**
 * A member in a list: photo, name and age, place. Fictional profiles carry a visible, labelled
 * mark (spec §3 fictional_icon). With `href` the whole card is one link.
 */
import { Icon } from '../Icon/Icon.tsx';
import { KitLink } from '../link.tsx';
import * as styles from './ProfileCard.css.ts';

export interface ProfileCardProps {
  name: string;
  age: number;
  ageLabel: string;
  place?: string;
  photoSrc?: string;
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

/** React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as is. */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function ProfileCard({
  name,
  ageLabel,
  place,
  photoSrc,
  photoAlt,
  fictional,
  fictionalLabel,
  href,
  priority,
}: ProfileCardProps) {
  const content = (
    <>
      {photoSrc ? (
        <img
          className={styles.photo}
          src={photoSrc}
          alt={photoAlt}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? HIGH_PRIORITY : {})}
          decoding="async"
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
      {fictional ? (
        <span className={styles.fictional} title={fictionalLabel}>
          <Icon name="mask" label={fictionalLabel} />
        </span>
      ) : null}
    </article>
  );
}
