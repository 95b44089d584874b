/**
 * One of the member's own photos with what can be done to it (profile photo management): the
 * picture at the profile's 4:5, status badges on top, and the actions below it.
 */
import type { ReactNode } from 'react';
import { Picture, type PictureSource } from '../Picture/Picture.tsx';
import * as styles from './PhotoTile.css.ts';

/** A grid column of about 240 px, half a phone's screen below that; callers with another grid pass theirs. */
const TILE_SIZES = '(min-width: 560px) 240px, 50vw';

export interface PhotoTileProps {
  src: string;
  alt: string;
  /** AVIF and WebP `srcset`s (ADR 0081); `src` stays the fallback. */
  sources?: readonly PictureSource[];
  /** How wide the tile is drawn; the photo manager's grid column by default. */
  sizes?: string;
  /** Badges shown over the top-left corner (main photo, awaiting review). */
  badges?: ReactNode;
  /** A line about the photo under it, such as why it was rejected. */
  note?: ReactNode;
  /** Buttons or forms below the photo. */
  children?: ReactNode;
}

export function PhotoTile({ src, alt, sources, sizes = TILE_SIZES, badges, note, children }: PhotoTileProps) {
  return (
    <div className={styles.tile}>
      <div className={styles.frame}>
        <Picture
          className={styles.photo}
          src={src}
          alt={alt}
          sources={sources}
          sizes={sizes}
          width={240}
          height={300}
        />
        {badges ? <div className={styles.badges}>{badges}</div> : null}
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
