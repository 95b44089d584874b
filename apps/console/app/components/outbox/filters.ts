/** The outbox list's filters: the query parameters the list, its pager and its CSV export share. */
export const OUTBOX_FILTERS = ['from', 'to', 'brand', 'site', 'channel', 'state'] as const;
export type OutboxFilterValues = Record<(typeof OUTBOX_FILTERS)[number], string>;

/** The filters set in `url`, as a query string for the staff API (with `extra` keys such as the cursor). */
export function outboxQuery(url: URL, extra: readonly string[] = []): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of [...OUTBOX_FILTERS, ...extra]) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return query;
}
