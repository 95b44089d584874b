/**
 * A back-office table in its own labelled box that scrolls sideways by itself (reachable by
 * keyboard, as axe's scrollable-region-focusable asks), so a wide table never widens the page.
 */
import type { ReactNode } from 'react';
import * as styles from '../styles.css.ts';

export function ScrollTable({
  label,
  labelledBy,
  className,
  children,
}: {
  /** The box's name, or `labelledBy`: the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Added to the table's own class (a denser table). */
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.tableWrap} tabIndex={0} aria-label={label} aria-labelledby={labelledBy}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>{children}</table>
    </section>
  );
}
