/** A post in a social feed (the social network lander): who, where, a photo, a line and actions. */
import type { ReactNode } from 'react';
import * as styles from './FeedPost.css.ts';

export interface FeedPostProps {
  name: string;
  meta: string;
  avatarSrc: string;
  photoSrc: string;
  photoAlt: string;
  text: string;
  actions?: ReactNode;
  /** The heading level of the name in the page outline. */
  headingLevel?: 2 | 3;
  lazy?: boolean;
}

export function FeedPost({
  name,
  meta,
  avatarSrc,
  photoSrc,
  photoAlt,
  text,
  actions,
  headingLevel = 3,
  lazy,
}: FeedPostProps) {
  const Name = `h${headingLevel}` as const;
  return (
    <article className={styles.post}>
      <header className={styles.head}>
        <img
          className={styles.avatar}
          src={avatarSrc}
          alt=""
          width={40}
          height={40}
          decoding="async"
          loading={lazy ? 'lazy' : undefined}
        />
        <div>
          <Name className={styles.name}>{name}</Name>
          <span className={styles.meta}>{meta}</span>
        </div>
      </header>
      <img
        className={styles.photo}
        src={photoSrc}
        alt={photoAlt}
        width={640}
        height={800}
        decoding="async"
        loading={lazy ? 'lazy' : undefined}
      />
      <div className={styles.body}>
        <p>{text}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
