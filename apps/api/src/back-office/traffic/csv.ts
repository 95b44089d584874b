/** The traffic report as CSV (RFC 4180): one line per row, revenue one column per currency. */
import type { TrafficDimension, TrafficRow } from '@dating/contract';

/** Quotes a field; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula. */
export const csvField = (value: string | number): string => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

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
  const lines = rows.map((r) =>
    [
      r.day,
      r.brand,
      r.network,
      ...(by === 'network' ? [] : [r.source]),
      r.signups,
      r.activations,
      r.first_purchases,
      ...currencies.map((c) => ((r.revenue[c] ?? 0) / 100).toFixed(2)),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
