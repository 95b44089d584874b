/** A labelled text input; its error is announced with it and marks it invalid. */
import type { InputHTMLAttributes } from 'react';
import { useEarlyInput } from '../early-input.ts';
import { FieldFrame } from '../field.tsx';
import { control } from '../field.css.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, type = 'text', ...input }: TextFieldProps) {
  const ref = useEarlyInput(input.value !== undefined, input.onChange);
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          ref={ref}
          id={id}
          type={type}
          className={[control, input.className].filter(Boolean).join(' ')}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FieldFrame>
  );
}
