/** CSV exports of the console (RFC 4180). */

/** One field: quoted when needed; a leading = + - @ tab or CR gets a ' so a spreadsheet never runs it as a formula. */
export const csvField = (value: string | number): string => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** Lines of fields, CRLF-separated, ending with a CRLF. */
export const csvLines = (rows: readonly (readonly (string | number)[])[]): string =>
  `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
