/**
 * CSV exports of the console's lists (issue 19: "every list exports CSV"): rows are streamed
 * page by page as the list's own keyset pages arrive, so a long list never sits in memory.
 * Cells that a spreadsheet would run as a formula (= + - @ at the start) get a leading quote.
 */
import { type CsvValue, csvLine } from '@dating/domain';

/** A `text/csv` download of `header` and then every row the pages yield. */
export function csvResponse(
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<CsvValue[][]>,
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
