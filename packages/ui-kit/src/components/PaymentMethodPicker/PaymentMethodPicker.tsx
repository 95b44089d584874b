/**
 * The payment methods as native radios in a fieldset (arrow keys move between them, and it
 * works in a plain form without JavaScript), each with its transaction fee (spec §9).
 */
import { type ReactNode, useId } from 'react';
import * as field from '../field.css.ts';
import * as styles from './PaymentMethodPicker.css.ts';

export interface PaymentMethodOption {
  id: string;
  label: string;
  /** Formatted fee, e.g. "+ €1.50", or a "no fee" text. */
  fee?: string;
  icon?: ReactNode;
}

export interface PaymentMethodPickerProps {
  legend: string;
  name: string;
  methods: PaymentMethodOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  error?: string;
}

export function PaymentMethodPicker({
  legend,
  name,
  methods,
  value,
  defaultValue,
  onChange,
  error,
}: PaymentMethodPickerProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={field.label}>{legend}</legend>
      <div className={styles.grid}>
        {methods.map((m) => (
          <label key={m.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={m.id}
              className={styles.radio}
              checked={value === undefined ? undefined : value === m.id}
              defaultChecked={value === undefined ? defaultValue === m.id : undefined}
              onChange={() => onChange?.(m.id)}
            />
            {m.icon ? <span aria-hidden="true">{m.icon}</span> : null}
            <span className={styles.name}>{m.label}</span>
            {m.fee ? <span className={styles.fee}>{m.fee}</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
