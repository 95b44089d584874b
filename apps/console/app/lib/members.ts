/** The member search's filters as the console keeps them in its URL (issue 19 point 1). */
export const MEMBER_FILTERS = ['q', 'brand', 'status', 'network', 'ref'] as const;
export type MemberFilters = Record<(typeof MEMBER_FILTERS)[number], string>;

/** The filters read from a URL's query (missing ones are empty). */
export function memberFilters(search: URLSearchParams): MemberFilters {
  return Object.fromEntries(MEMBER_FILTERS.map((k) => [k, search.get(k)?.trim() ?? ''])) as MemberFilters;
}

/** The query of the filters that are set, plus `extra` (a cursor). */
export function memberQuery(filters: MemberFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of MEMBER_FILTERS) if (filters[key]) params.set(key, filters[key]);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

/** An amount in minor units as money in the staff member's language. */
export const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
