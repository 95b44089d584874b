/** The traffic report's filters as they travel in the page's query string (and on to the API). */
export const REPORT_FILTERS = ['from', 'to', 'brand', 'by'] as const;
export type ReportFilters = Record<(typeof REPORT_FILTERS)[number], string>;

const DAY_MS = 86_400_000;

/** The filters of a request; without dates, the last 30 days (UTC) up to today. */
export function reportFilters(url: URL, today: Date): ReportFilters {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const get = (key: string) => url.searchParams.get(key) ?? '';
  return {
    from: get('from') || iso(new Date(today.getTime() - 29 * DAY_MS)),
    to: get('to') || iso(today),
    brand: get('brand'),
    by: get('by') || 'network',
  };
}

export function filterQuery(filters: ReportFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of REPORT_FILTERS) if (filters[key]) params.set(key, filters[key]);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}
