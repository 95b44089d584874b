/** The traffic report as CSV (RFC 4180): one line per row, revenue one column per currency. */
import type { TrafficDimension, TrafficRow } from '@dating/contract';
import { csvLines } from '@dating/domain';

export function trafficCsv(rows: readonly TrafficRow[], by: TrafficDimension): string {
  const currencies = [...new Set(rows.flatMap((r) => Object.keys(r.revenue)))].sort();
  const header = [
    'day',
    'brand',
    'network',
    ...(by === 'network' ? [] : [by]),
    'signups',
    'activations',
    'first_purchases',
    ...currencies.map((c) => `revenue_${c}`),
  ];
  const lines = rows.map((r) => [
    r.day,
    r.brand,
    r.network,
    ...(by === 'network' ? [] : [r.source]),
    r.signups,
    r.activations,
    r.first_purchases,
    ...currencies.map((c) => ((r.revenue[c] ?? 0) / 100).toFixed(2)),
  ]);
  return csvLines([header, ...lines]);
}
