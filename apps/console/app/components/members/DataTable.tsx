/**
 * A read-only table of a member's page (ledger, payments, reports, sessions), in a ScrollTable.
 */
import type { ReactNode } from 'react';
import { ScrollTable } from '../ScrollTable.tsx';
import * as own from './members.css.ts';

export function DataTable(props: {
  label: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <ScrollTable label={props.label} className={own.compactTable}>
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
    </ScrollTable>
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
