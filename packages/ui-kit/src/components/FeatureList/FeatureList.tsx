/**
 * A short list of benefits or steps (marketing pages): each with an icon, or its number when
 * `numbered` (the steps of "how it works"), a bold title and a line of text.
 */
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './FeatureList.css.ts';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export function FeatureList({ items, numbered = false }: { items: Feature[]; numbered?: boolean }) {
  const Tag = numbered ? 'ol' : 'ul';
  return (
    <Tag className={styles.list}>
      {items.map((item, i) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.mark} aria-hidden="true">
            {numbered ? i + 1 : <Icon name={item.icon} size={22} />}
          </span>
          <div>
            <strong className={styles.title}>{item.title}</strong>
            <p className={styles.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </Tag>
  );
}
