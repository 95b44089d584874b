/** A labelled multi-line text input (about me, messages to support) with an optional length hint. */
import type { TextareaHTMLAttributes } from 'react';
import { useEarlyInput } from '../early-input.ts';
import { FieldFrame } from '../field.tsx';
import { control } from '../field.css.ts';
import { textarea } from './TextArea.css.ts';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

export function TextArea({ label, hint, error, rows = 5, ...input }: TextAreaProps) {
  const ref = useEarlyInput(input.value !== undefined, input.onChange);
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...input}
          ref={ref}
          id={id}
          rows={rows}
          className={`${control} ${textarea}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FieldFrame>
  );
}
