/**
 * A modal dialog on the native <dialog> (focus trap, inert page, Escape for free). It renders
 * open on the server, so it works without JavaScript, and becomes truly modal after hydration.
 * With `dismissible={false}` neither Escape nor the backdrop closes it (spec §2 signup modal).
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Modal.css.ts';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  dismissible?: boolean;
  onClose?: () => void;
  /** The close button's accessible name; without it (or when not dismissible) there is no close button. */
  closeLabel?: string;
}

export function Modal({ open, title, children, dismissible = true, onClose, closeLabel }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // Without showModal (old browsers, jsdom) the dialog stays open in place: still usable.
    if (!dialog || typeof dialog.showModal !== 'function') return;
    // A dialog that CSS hides (e.g. in the installed app) must not make the page inert unseen.
    if (dialog.getClientRects().length === 0) return;
    if (open && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose?.();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose?.();
      }}
      onKeyDown={() => undefined}
    >
      <div className={styles.header}>
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {dismissible && closeLabel ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose?.()}>
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
