/** The payment list's filters: the query parameters the list, its pager and its CSV export share. */
export const PAYMENT_FILTERS = ['brand', 'site', 'status', 'method', 'from', 'to'] as const;
export type PaymentFilterValues = Record<(typeof PAYMENT_FILTERS)[number], string>;
