/** A message in a tone; dismissible when given `onDismiss` (the caller stores the dismissal). */
import type { ReactNode } from 'react';
import { DismissButton } from '../dismiss-button.tsx';
import * as styles from './Alert.css.ts';

export interface AlertProps {
  children: ReactNode;
  tone?: 'info' | 'positive' | 'warning' | 'critical';
  /** `alert` interrupts (errors after a submit); `status` waits politely. */
  role?: 'alert' | 'status';
  onDismiss?: () => void;
  /**
   * The id of a form the close button submits (works without JavaScript: the form posts the
   * dismissal and the server stores it). Used instead of `onDismiss`.
   */
  dismissForm?: string;
  dismissLabel?: string;
}

export function Alert({
  children,
  tone = 'info',
  role = 'status',
  onDismiss,
  dismissForm,
  dismissLabel,
}: AlertProps) {
  return (
    <div className={styles.alert({ tone })} role={role}>
      <div className={styles.body}>{children}</div>
      {onDismiss || dismissForm ? (
        <DismissButton label={dismissLabel} onClick={onDismiss} form={dismissForm} />
      ) : null}
    </div>
  );
}
