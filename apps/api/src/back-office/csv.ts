/**
 * CSV exports of the back office's lists (every list exports CSV): RFC 4180 quoting, and cells
 * that a spreadsheet would run as a formula (=, +, -, @ first) prefixed with a quote mark.
 */
export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line and one line per row, CRLF-separated as RFC 4180 has it. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
