/**
 * The fictional-profile mark (spec §3 fictional_icon) in the corner of a card's photo: the search
 * cards and the swipe game's card (issue 22) show the same labelled mask.
 */
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './FictionalBadge.css.ts';

export function FictionalBadge({ label }: { label: string }) {
  return (
    <span className={styles.badge} title={label}>
      <Icon name="mask" label={label} />
    </span>
  );
}
