/** A native checkbox with its label beside it; hint and error are announced with it. */
import { type InputHTMLAttributes, useId } from 'react';
import * as field from '../field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

export function Checkbox({ label, hint, error, ...input }: CheckboxProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field.field}>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
