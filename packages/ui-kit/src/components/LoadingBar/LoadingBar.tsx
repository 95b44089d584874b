/**
 * The navigation loading bar (spec §9): appears only when loading lasts longer than the
 * throttle (200 ms), creeps towards the end over the duration (5000 ms), and completes when
 * loading ends. Quick navigations never flash it.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useState } from 'react';
import * as styles from './LoadingBar.css.ts';

export interface LoadingBarProps {
  active: boolean;
  label: string;
  throttleMs?: number;
  durationMs?: number;
}

type State = 'hidden' | 'running' | 'done';

export function LoadingBar({ active, label, throttleMs = 200, durationMs = 5000 }: LoadingBarProps) {
  const [state, setState] = useState<State>('hidden');
  useEffect(() => {
    if (active) {
      const show = setTimeout(() => setState('running'), throttleMs);
      return () => clearTimeout(show);
    }
    setState((s) => (s === 'running' ? 'done' : 'hidden'));
    const hide = setTimeout(() => setState('hidden'), 300);
    return () => clearTimeout(hide);
  }, [active, throttleMs]);
  if (state === 'hidden') return null;
  return (
    <div className={styles.track} style={assignInlineVars({ [styles.duration]: `${durationMs}ms` })}>
      <div
        className={styles.bar}
        data-state={state}
        role="progressbar"
        aria-label={label}
        aria-busy={state === 'running'}
      />
    </div>
  );
}
