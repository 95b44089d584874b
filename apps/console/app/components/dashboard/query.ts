/** The dashboard's filters from the page's query string; without dates, the last 14 days (UTC). */
const DAY_MS = 86_400_000;

export function dashboardFilters(url: URL, today: Date) {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    from: url.searchParams.get('from') || iso(new Date(today.getTime() - 13 * DAY_MS)),
    to: url.searchParams.get('to') || iso(today),
    brand: url.searchParams.get('brand') ?? '',
  };
}

export const dashboardQuery = (f: { from: string; to: string; brand: string }) =>
  new URLSearchParams(Object.entries(f).filter(([, v]) => v !== ''));
