/** Placeholder shapes while content loads; the shapes are hidden from assistive tech, one label is read. */
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  shape?: 'text' | 'circle' | 'rect';
  /** Number of text lines (shape text). */
  lines?: number;
  width?: string;
  height?: string;
  /** Read out once, e.g. "Loading members". */
  label: string;
}

export function Skeleton({ shape = 'text', lines = 3, width, height, label }: SkeletonProps) {
  const size = { width, height };
  return (
    <div role="status" className={styles.wrap}>
      <span className={visuallyHidden}>{label}</span>
      {shape === 'text' ? (
        Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            key={i}
            aria-hidden="true"
            className={styles.shape({ shape: 'text' })}
            style={{ width: i === lines - 1 && lines > 1 ? '60%' : width }}
          />
        ))
      ) : (
        <span aria-hidden="true" className={styles.shape({ shape })} style={size} />
      )}
    </div>
  );
}
