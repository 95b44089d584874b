/** Page links with previous/next, the current page marked, long runs shortened with an ellipsis. */
import { Icon } from '../Icon/Icon.tsx';
import { KitLink } from '../link.tsx';
import * as styles from './Pagination.css.ts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/** Pages to show: first, last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

export function Pagination({ page, pageCount, hrefFor, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <KitLink className={styles.link} href={hrefFor(page - 1)} aria-label={labels.previous} rel="prev">
              <Icon name="chevronLeft" />
            </KitLink>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((n, i, all) =>
          n === 'gap' ? (
            <li key={`gap-before-${all[i + 1]}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <KitLink
                className={styles.link}
                href={hrefFor(n)}
                aria-label={labels.page(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </KitLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <KitLink className={styles.link} href={hrefFor(page + 1)} aria-label={labels.next} rel="next">
              <Icon name="chevronRight" />
            </KitLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
