/**
 * The site footer: legal and help links, the disclaimer (adults only, fictional profiles), notes
 * (company), an optional US notice, the copyright line.
 */
import type { ReactNode } from 'react';
import { KitLink } from '../link.tsx';
import * as styles from './Footer.css.ts';

export interface FooterProps {
  links: { href: string; label: string }[];
  notes?: string[];
  /** The site's disclaimer, set apart under the links; `disclaimerLabel` names it for screen readers. */
  disclaimer?: ReactNode;
  disclaimerLabel?: string;
  /** The US legal footer variant (spec §1): extra notice shown on US English sites. */
  usNotice?: ReactNode;
  copyright: string;
}

export function Footer({ links, notes = [], disclaimer, disclaimerLabel, usNotice, copyright }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {links.length > 0 ? (
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.href}>
                <KitLink className={styles.link} href={l.href}>
                  {l.label}
                </KitLink>
              </li>
            ))}
          </ul>
        ) : null}
        {disclaimer ? (
          <section className={styles.disclaimer} aria-label={disclaimerLabel} data-testid="disclaimer">
            {disclaimer}
          </section>
        ) : null}
        {notes.map((n) => (
          <p key={n}>{n}</p>
        ))}
        {usNotice}
        <p>{copyright}</p>
      </div>
    </footer>
  );
}
