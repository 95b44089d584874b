/** A labelled progress bar (photo uploads): a native <progress>, so screen readers announce it. */
import { useId } from 'react';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps {
  label: string;
  /** 0 to 1. */
  value: number;
}

export function ProgressBar({ label, value }: ProgressBarProps) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={styles.wrap}>
      <label htmlFor={id}>{label}</label>
      <progress id={id} className={styles.bar} value={percent} max={100}>
        {percent} %
      </progress>
    </div>
  );
}
