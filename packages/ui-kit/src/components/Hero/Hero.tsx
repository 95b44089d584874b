/** The top of a marketing page: the promise, a line of explanation and the calls to action. */
import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './Hero.css.ts';

export function Hero({ title, text, actions }: { title: string; text: string; actions?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <Heading level={1}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
