/** An interest tag with its icon (spec §3): static on a profile, or a toggle button when editing. */
import * as styles from './InterestChip.css.ts';

export interface InterestChipProps {
  label: string;
  icon: string;
  /** With `onToggle` the chip is a pressed/unpressed button. */
  selected?: boolean;
  onToggle?: (selected: boolean) => void;
}

export function InterestChip({ label, icon, selected = false, onToggle }: InterestChipProps) {
  const content = (
    <>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      {label}
    </>
  );
  if (!onToggle) return <span className={styles.chip({ selected: false })}>{content}</span>;
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={styles.chip({ selected, interactive: true })}
      onClick={() => onToggle(!selected)}
    >
      {content}
    </button>
  );
}
