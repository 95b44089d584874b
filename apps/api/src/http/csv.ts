/**
 * A streamed CSV download of the staff API (issue 19: "every list exports CSV"); the lines come
 * from @dating/domain's csvLine, which escapes formulas.
 */

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
