/**
 * The back office's tables and form refusals, the same on every page: a wide table scrolls inside
 * its own labelled box (reachable by keyboard, as axe's scrollable-region-focusable asks), and a
 * refusal of the whole form is announced as an alert.
 */
import { Alert } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../lib/form-errors.ts';
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

/** The form's own refusal (not one field's), if any. */
export function FormAlert({ errors }: { errors: FormErrors | null | undefined }) {
  const { t } = useTranslation();
  if (!errors?.form) return null;
  return (
    <Alert tone="critical" role="alert">
      {t(errors.form.key, errors.form.params)}
    </Alert>
  );
}
