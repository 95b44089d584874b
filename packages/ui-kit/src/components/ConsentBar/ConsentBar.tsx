/**
 * The cookie-consent bar fixed at the bottom of the page: a title, the explanation and the
 * choices, laid out side by side in equal size so rejecting is as easy as accepting.
 */
import type { ReactNode } from 'react';
import * as styles from './ConsentBar.css.ts';

export interface ConsentBarProps {
  title: string;
  children: ReactNode;
  /** The choices (accept, reject), each given the same width. */
  actions: ReactNode;
}

export function ConsentBar({ title, children, actions }: ConsentBarProps) {
  return (
    <section className={styles.bar} aria-labelledby="consent-bar-title">
      <div className={styles.inner}>
        <div>
          <h2 id="consent-bar-title" className={styles.title}>
            {title}
          </h2>
          <div className={styles.text}>{children}</div>
        </div>
        <div>{actions}</div>
      </div>
    </section>
  );
}

/** Choices side by side in equal width (accept and reject): refusing is as easy as agreeing. */
export function ChoiceRow({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
