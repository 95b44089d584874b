/**
 * A read-only table of a member's page (ledger, payments, reports, sessions): its own labelled,
 * keyboard-scrollable box so a wide table never makes the page scroll sideways.
 */
import type { ReactNode } from 'react';
import * as styles from '../../styles.css.ts';
import * as own from './members.css.ts';

export function DataTable(props: {
  label: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.tableWrap} tabIndex={0} aria-label={props.label}>
      <table className={`${styles.table} ${own.compactTable}`}>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Label–value pairs (a member's profile, account, tracking). */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={own.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={own.fact}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
