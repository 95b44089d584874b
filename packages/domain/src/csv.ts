/**
 * CSV exports of the console (issue 19: "every list exports CSV"), RFC 4180. One place for the
 * API's streamed exports and the console's own, so a member's name or tracking value is escaped
 * the same everywhere and never becomes a formula on a staff machine.
 */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One field: empty for no value; quoted when needed; a text starting with = + - @ tab or CR gets
 * a ' and quotes (OWASP's advice), so a spreadsheet shows it instead of running it.
 */
export const csvField = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** One line of fields, ending with CRLF. */
export const csvLine = (fields: readonly CsvValue[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** Lines of fields, each ending with CRLF. */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string => rows.map(csvLine).join('');
