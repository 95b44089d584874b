/**
 * One of the member's own photos with what can be done to it (profile photo management): the
 * picture at the profile's 4:5, status badges on top, and the actions below it.
 */
import type { ReactNode } from 'react';
import * as styles from './PhotoTile.css.ts';

export interface PhotoTileProps {
  src: string;
  alt: string;
  /** Badges shown over the top-left corner (main photo, awaiting review). */
  badges?: ReactNode;
  /** A line about the photo under it, such as why it was rejected. */
  note?: ReactNode;
  /** Buttons or forms below the photo. */
  children?: ReactNode;
}

export function PhotoTile({ src, alt, badges, note, children }: PhotoTileProps) {
  return (
    <div className={styles.tile}>
      <div className={styles.frame}>
        <img className={styles.photo} src={src} alt={alt} width={240} height={300} loading="lazy" />
        {badges ? <div className={styles.badges}>{badges}</div> : null}
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
