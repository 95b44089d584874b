/**
 * A strength meter for password fields: a native <meter> (0–4) named by its label with the
 * verdict as value text, and the verdict and advice as text, announced politely as they change.
 */
import { useId } from 'react';
import * as styles from './StrengthMeter.css.ts';

export interface StrengthMeterProps {
  label: string;
  /** 0 (very weak) to 4 (very strong); 3 and up is acceptable. */
  level: 0 | 1 | 2 | 3 | 4;
  /** The level in words ("Weak"). */
  verdict: string;
  advice?: string;
}

export function StrengthMeter({ label, level, verdict, advice }: StrengthMeterProps) {
  const id = useId();
  return (
    <div className={styles.wrap}>
      <meter
        id={id}
        className={styles.bar}
        aria-label={label}
        aria-valuetext={verdict}
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={level}
      />
      <p className={styles.text} aria-live="polite">
        <span className={styles.verdict}>
          {label}: {verdict}.
        </span>
        {advice ? ` ${advice}` : null}
      </p>
    </div>
  );
}
