/**
 * A file field in the kit's look and the page's language: a button-like "Choose a photo" beside
 * the chosen file's name ("No photo chosen" before), instead of the browser's bare, untranslated
 * "Choose File / No file chosen". The native input stays underneath, focusable, so the keyboard
 * (Space or Enter) and forms without JavaScript work as usual; the visible words are part of its
 * accessible name (WCAG 2.5.3) and the file name is its description.
 */
import { type ChangeEvent, useState } from 'react';
import { button } from '../Button/Button.css.ts';
import { FieldFrame } from '../field.tsx';
import * as styles from './FileInput.css.ts';

export interface FileInputProps {
  label: string;
  hint?: string;
  error?: string;
  name: string;
  accept?: string;
  /** The button's words, e.g. "Choose a photo". */
  chooseLabel: string;
  /** Shown until a file is chosen, e.g. "No photo chosen". */
  emptyLabel: string;
  onChange?: (file: File | null) => void;
}

export function FileInput({
  label,
  hint,
  error,
  name,
  accept,
  chooseLabel,
  emptyLabel,
  onChange,
}: FileInputProps) {
  const [fileName, setFileName] = useState<string | null>(null);
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    setFileName(file?.name ?? null);
    onChange?.(file);
  };
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.picker}>
          <input
            id={id}
            name={name}
            type="file"
            accept={accept}
            className={styles.input}
            aria-describedby={[describedBy, `${id}-file`].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            onChange={changed}
          />
          <label htmlFor={id} className={`${button({ variant: 'soft', size: 'small' })} ${styles.choose}`}>
            {chooseLabel}
          </label>
          <span id={`${id}-file`} className={styles.fileName}>
            {fileName ?? emptyLabel}
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
