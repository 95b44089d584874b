/** The case queue's filters as the console's URLs carry them (shared by the page and its CSV). */
import { CASE_KINDS, CASE_STATUSES, type CaseKind, type CaseStatus } from '@dating/domain';

export interface CaseFilter {
  kind: CaseKind;
  status: CaseStatus;
}

export function caseFilter(url: URL): CaseFilter {
  const kind = url.searchParams.get('kind');
  const status = url.searchParams.get('status');
  return {
    kind: CASE_KINDS.includes(kind as CaseKind) ? (kind as CaseKind) : 'report',
    status: CASE_STATUSES.includes(status as CaseStatus) ? (status as CaseStatus) : 'open',
  };
}

/** The staff API query of a filter and keyset anchor. */
export const caseQuery = (filter: CaseFilter, after?: number | string | null) => {
  const query = new URLSearchParams({ kind: filter.kind, status: filter.status });
  if (after) query.set('after', String(after));
  return query;
};
