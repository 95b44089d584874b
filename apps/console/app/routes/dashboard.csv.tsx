/** The dashboard's figures of the chosen range as CSV (admins), one line per brand and day. */
import type { Dashboard } from '@dating/contract';
import { csvLines, fromMinorUnits } from '@dating/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { dashboardFilters, dashboardQuery } from '../components/dashboard/query.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'dashboard');
  const filters = dashboardFilters(new URL(request.url), new Date());
  const data = orThrow(
    await staffApi<Dashboard>(request, context, `/dashboard?${dashboardQuery(filters)}`),
    request,
  );
  const currencies = [
    ...new Set(data.days.flatMap((d) => [...Object.keys(d.revenue), ...Object.keys(d.refunds)])),
  ].sort();
  const major = (amounts: Record<string, number>, currency: string) =>
    fromMinorUnits(amounts[currency] ?? 0, currency);
  const header = [
    'day',
    'brand',
    'lander_visits',
    'signups',
    'activations',
    'first_purchases',
    ...currencies.map((c) => `revenue_${c}`),
    ...currencies.map((c) => `refunds_${c}`),
    'messages',
    'active_members',
  ];
  const rows = data.days.map((d) => [
    d.day,
    d.brand,
    d.lander_visits,
    d.signups,
    d.activations,
    d.first_purchases,
    ...currencies.map((c) => major(d.revenue, c)),
    ...currencies.map((c) => major(d.refunds, c)),
    d.messages,
    d.active_members,
  ]);
  return new Response(csvLines([header, ...rows]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="dashboard-${filters.from}-${filters.to}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
