/** The report or complaint queue as CSV (admins and support), with the page's filters. */
import type { CasePage } from '@dating/contract';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { caseFilter, caseQuery } from '../lib/cases.ts';
import { csvResponse } from '../lib/csv.server.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'reports');
  const filter = caseFilter(new URL(request.url));
  async function* pages() {
    let after: number | null = null;
    do {
      const page: CasePage = orThrow(
        await staffApi<CasePage>(request, context, `/reports?${caseQuery(filter, after)}`),
        request,
      );
      yield page.cases.map((c) => [
        c.reference,
        c.kind,
        c.status,
        c.created_at,
        c.reason,
        c.site_host,
        c.from_name,
        c.about?.id,
        c.about?.name,
        c.assigned_to?.name,
        c.excerpt,
      ]);
      after = page.next_after;
    } while (after !== null);
  }
  return csvResponse(
    `${filter.kind}s-${filter.status}.csv`,
    [
      'reference',
      'kind',
      'status',
      'received_at',
      'reason',
      'site',
      'from',
      'about_member_id',
      'about_member',
      'assigned_to',
      'message',
    ],
    pages(),
  );
}
