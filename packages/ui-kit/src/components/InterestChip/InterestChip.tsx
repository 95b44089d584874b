/** An interest tag with its icon (spec §3): static on a profile, or a toggle button when editing. */
import * as styles from './InterestChip.css.ts';
import { interestIcon } from './interest-icons.ts';

export interface InterestChipProps {
  label: string;
  /** The interest's slug: picks its icon. */
  slug: string;
  /** With `onToggle` the chip is a pressed/unpressed button. */
  selected?: boolean;
  onToggle?: (selected: boolean) => void;
}

export function InterestChip({ label, slug, selected = false, onToggle }: InterestChipProps) {
  const Icon = interestIcon(slug);
  const content = (
    <>
      <Icon aria-hidden="true" focusable="false" className={styles.icon} />
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
