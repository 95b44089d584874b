/** An on/off switch (role="switch") with its label beside it; controlled by `checked`/`onChange`. */
import { useId } from 'react';
import * as styles from './Toggle.css.ts';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  hint?: string;
  disabled?: boolean;
  /** Sent with a form as `name=on` when checked (a hidden input), so it also works in plain forms. */
  name?: string;
}

export function Toggle({ label, checked, onChange, hint, disabled, name }: ToggleProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        className={styles.track}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
      {name && checked ? <input type="hidden" name={name} value="on" /> : null}
    </div>
  );
}
