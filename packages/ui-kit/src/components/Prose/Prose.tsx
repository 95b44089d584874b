/**
 * Long formatted text given as HTML the server rendered from Markdown with raw HTML disabled
 * (legal and help pages), and the table of contents of its sections.
 */
import * as styles from './Prose.css.ts';

export function Prose({ html }: { html: string }) {
  // The HTML is the server's Markdown rendering with raw HTML disabled: no markup from authors.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and escaped on the server
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}

export interface TableOfContentsProps {
  title: string;
  entries: { id: string; text: string }[];
}

export function TableOfContents({ title, entries }: TableOfContentsProps) {
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.tocTitle}>
        {title}
      </p>
      <ol className={styles.tocList}>
        {entries.map((e) => (
          <li key={e.id}>
            <a className={styles.tocLink} href={`#${e.id}`}>
              {e.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
