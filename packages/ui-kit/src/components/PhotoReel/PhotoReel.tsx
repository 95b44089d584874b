/**
 * A short looping "video" over member photos, made with CSS keyframes: `crossfade` wipes from
 * photo to photo, `kenburns` drifts slowly across each in a phone-sized frame. Under
 * prefers-reduced-motion it is a still of the first photo. The photos are decoration for what the
 * overlay says, so the reel is one labelled image group.
 */
import type { ReactNode } from 'react';
import * as styles from './PhotoReel.css.ts';

/** Frames in the loop and seconds each (PhotoReel.css.ts uses the same). */
const FRAMES = 4;
const FRAME_SECONDS = 4;

export interface PhotoReelProps {
  photos: { src: string; alt: string }[];
  mode: 'crossfade' | 'kenburns';
  /** What the reel shows, for screen readers. */
  label: string;
  /** A small red badge at the top (for example "Live"). */
  badge?: string;
  children?: ReactNode;
}

export function PhotoReel({ photos, mode, label, badge, children }: PhotoReelProps) {
  // Always four frames: fewer photos repeat, so the loop keeps its rhythm.
  const frames =
    photos.length === 0 ? [] : Array.from({ length: FRAMES }, (_, i) => photos[i % photos.length]!);
  return (
    <div className={styles.reel[mode === 'kenburns' ? 'phone' : 'wide']}>
      <div role="img" aria-label={label}>
        {frames.map((p, i) => (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: frames repeat photos; the slot is the identity
            key={i}
            className={styles.frame[mode]}
            style={{ animationDelay: `${i * FRAME_SECONDS}s${mode === 'kenburns' ? ', 0s' : ''}` }}
            src={p.src}
            alt=""
            width={640}
            height={800}
            decoding="async"
          />
        ))}
      </div>
      {badge ? (
        <span className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          {badge}
        </span>
      ) : null}
      {children ? <div className={styles.overlay}>{children}</div> : null}
    </div>
  );
}
