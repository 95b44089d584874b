/**
 * A short notification (spec §9: 350 px wide) in a fixed region at the bottom of the screen.
 * Critical toasts interrupt (role="alert"), others wait politely; `autoHideMs` dismisses it.
 */
import { type ReactNode, useEffect } from 'react';
import { DismissButton } from '../dismiss-button.tsx';
import * as styles from './Toast.css.ts';

export interface ToastProps {
  children: ReactNode;
  tone?: 'info' | 'positive' | 'warning' | 'critical';
  onDismiss?: () => void;
  dismissLabel?: string;
  autoHideMs?: number;
}

export function Toast({ children, tone = 'info', onDismiss, dismissLabel, autoHideMs }: ToastProps) {
  useEffect(() => {
    if (!autoHideMs || !onDismiss) return;
    const timer = setTimeout(onDismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, onDismiss]);
  return (
    <div className={styles.toast({ tone })} role={tone === 'critical' ? 'alert' : 'status'}>
      <div className={styles.body}>{children}</div>
      {onDismiss && dismissLabel ? <DismissButton label={dismissLabel} onClick={onDismiss} /> : null}
    </div>
  );
}

/** Where toasts stack, above everything, without covering the page's own controls. */
export function ToastRegion({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className={styles.region} aria-label={label}>
      {children}
    </section>
  );
}
