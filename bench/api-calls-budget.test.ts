/**
 * The API-call budget of issue 17 (ADR 0051), deterministic: through the real network, a page's
 * loaders (root and route together) make at most 2 API calls, a chat send from the site's action
 * 1, and marking an opened chat read 1. Needs the velvet build (`pnpm build`), like the other
 * budgets here. The figures before and after are in RESULTS.md (`pnpm bench:api-calls`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingConsoleErrors } from './lib/console-errors.ts';
import { type ApiCallReport, countApiCalls } from './lib/api-calls.ts';

let report: ApiCallReport;
let errors: unknown[][];
beforeAll(async () => {
  [report, errors] = await recordingConsoleErrors(countApiCalls);
}, 180_000);

describe('API calls per page', () => {
  it('every page answers and makes at most 2 API calls', () => {
    for (const page of report.pages) {
      expect({ page: page.subject, status: page.status }).toEqual({ page: page.subject, status: 200 });
      expect({ page: page.subject, calls: page.paths }).toSatisfy(() => page.calls <= 2);
    }
  });

  it('the root and the route share one page-shell call', () => {
    for (const page of report.pages) {
      expect(
        page.paths.filter((p) => p.endsWith('/page-shell.php')),
        page.subject,
      ).toHaveLength(1);
    }
  });

  it('a chat send makes 1 API call, the send itself', () => {
    expect(report.chatSend.status).toBe(302);
    expect(report.chatSend.paths).toEqual(['POST /api/message.php']);
  });

  it('marking an opened chat read makes 1 API call', () => {
    expect(report.markRead.paths).toEqual(['POST /api/chat-read.php']);
  });
});

describe('the pages counted', () => {
  it('log no error', () => {
    expect(errors).toEqual([]);
  });
});
