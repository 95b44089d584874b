/**
 * The top of a marketing page or lander: an optional eyebrow line with a live dot, the promise
 * (the page's h1), a line of text, a row of member faces, the calls to action, and an aside
 * (a photo, a form) beside it from desktop width. `night` sets it on a dark ground.
 */
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './SpotlightHero.css.ts';

export interface SpotlightHeroProps {
  title: string;
  text: string;
  eyebrow?: string;
  faces?: { src: string; alt: string }[];
  actions?: ReactNode;
  aside?: ReactNode;
  tone?: 'soft' | 'night';
}

export function SpotlightHero({
  title,
  text,
  eyebrow,
  faces,
  actions,
  aside,
  tone = 'soft',
}: SpotlightHeroProps) {
  return (
    <section className={aside ? `${styles.hero[tone]} ${styles.withAside}` : styles.hero[tone]}>
      <div className={styles.copy}>
        {eyebrow ? (
          <p className={styles.eyebrow}>
            <span className={styles.dot} aria-hidden="true" />
            {eyebrow}
          </p>
        ) : null}
        <Heading level={1}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        {faces && faces.length > 0 ? (
          <ul className={styles.faces}>
            {faces.map((f) => (
              <li key={f.src}>
                {/* Above the fold: small, sized, fetched at once. */}
                <img
                  className={styles.face}
                  src={f.src}
                  alt={f.alt}
                  width={56}
                  height={56}
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </section>
  );
}
