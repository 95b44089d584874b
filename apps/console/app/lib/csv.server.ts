/**
 * CSV exports of the console's lists (issue 19: "every list exports CSV"): rows are streamed
 * page by page as the list's own keyset pages arrive, so a long list never sits in memory.
 * Cells that a spreadsheet would run as a formula (= + - @ at the start) get a leading quote.
 */
type Cell = string | number | boolean | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A `text/csv` download of `header` and then every row the pages yield. */
export function csvResponse(
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<Cell[][]>,
): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
      for await (const rows of pages) controller.enqueue(encoder.encode(rows.map(csvLine).join('')));
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
