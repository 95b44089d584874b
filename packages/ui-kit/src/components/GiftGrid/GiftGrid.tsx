/** The gift catalogue to choose from: each gift's picture, name and cost as one button. */
import type { GiftId } from '@dating/domain';
import { GiftArt } from '../GiftArt/GiftArt.tsx';
import * as styles from './GiftGrid.css.ts';

export interface GiftGridProps {
  gifts: { id: GiftId; name: string; cost: string }[];
  onPick: (id: GiftId) => void;
  disabled?: boolean;
}

export function GiftGrid({ gifts, onPick, disabled }: GiftGridProps) {
  return (
    <ul className={styles.grid}>
      {gifts.map((g) => (
        <li key={g.id}>
          <button type="button" className={styles.choice} onClick={() => onPick(g.id)} disabled={disabled}>
            <GiftArt gift={g.id} size={56} />
            <span>{g.name}</span>
            <span className={styles.cost}>{g.cost}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
