/**
 * CSV exports of the console's lists (issue 19: "every list exports CSV"): RFC 4180 quoting,
 * and a cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed
 * with `'` — a member's name or tracking value must never become a formula on a staff machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** A streamed `text/csv` download of the pages `pages` yields (each an array of lines). */
export function csvResponse(filename: string, header: string, pages: AsyncIterable<string[]>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(header));
      for await (const lines of pages) controller.enqueue(encoder.encode(lines.join('')));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
