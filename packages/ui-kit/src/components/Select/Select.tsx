/** A labelled native select (the most accessible choice on phones). */
import type { SelectHTMLAttributes } from 'react';
import { useEarlyInput } from '../early-input.ts';
import { FieldFrame } from '../field.tsx';
import { control } from '../field.css.ts';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  hint?: string;
  error?: string;
}

export function Select({ label, hint, error, options, ...select }: SelectProps) {
  const ref = useEarlyInput(select.value !== undefined, select.onChange);
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          ref={ref}
          id={id}
          className={control}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
