/** Labelled facts (a profile's hair colour, relationship status…) as a responsive definition list. */
import * as styles from './FactList.css.ts';

export interface Fact {
  id: string;
  term: string;
  value: string;
}

export function FactList({ facts }: { facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.list}>
      {facts.map((f) => (
        <div key={f.id} className={styles.row}>
          <dt className={styles.term}>{f.term}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
