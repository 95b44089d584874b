/**
 * One member in the spotlight (per-member landings): `split` puts the portrait beside the
 * content (stacked on phones); `backdrop` lays the photo over the whole screen, dimmed, with the
 * content (a signup dialog) on top.
 */
import type { ReactNode } from 'react';
import * as styles from './ProfileSpotlight.css.ts';

export interface ProfileSpotlightProps {
  photoSrc?: string;
  photoAlt: string;
  variant?: 'split' | 'backdrop';
  children: ReactNode;
}

export function ProfileSpotlight({ photoSrc, photoAlt, variant = 'split', children }: ProfileSpotlightProps) {
  if (variant === 'backdrop') {
    return (
      <div className={styles.backdrop}>
        {photoSrc ? (
          <img className={styles.backdropPhoto} src={photoSrc} alt={photoAlt} width={640} height={800} />
        ) : null}
        <div className={styles.backdropContent}>{children}</div>
      </div>
    );
  }
  return (
    <div className={styles.split}>
      {photoSrc ? (
        <img className={styles.portrait} src={photoSrc} alt={photoAlt} width={640} height={800} />
      ) : null}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
