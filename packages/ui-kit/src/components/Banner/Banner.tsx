/** A strip across the top of the page (time bonus, match): message, optional action and dismiss. */
import type { ReactNode } from 'react';
import { DismissButton } from '../dismiss-button.tsx';
import * as styles from './Banner.css.ts';

export interface BannerProps {
  children: ReactNode;
  action?: ReactNode;
  tone?: 'accent' | 'warning';
  sticky?: boolean;
  onDismiss?: () => void;
  dismissLabel?: string;
}

export function Banner({
  children,
  action,
  tone = 'accent',
  sticky = false,
  onDismiss,
  dismissLabel,
}: BannerProps) {
  return (
    <div className={styles.banner({ tone, sticky })} role="status">
      <div className={styles.inner}>
        <div className={styles.message}>{children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
        {onDismiss && dismissLabel ? <DismissButton label={dismissLabel} onClick={onDismiss} /> : null}
      </div>
    </div>
  );
}
