/** The traffic report of the chosen range as CSV (admins): the staff API's export, streamed through. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';
import { REPORT_FILTERS } from '../components/traffic/filters.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'traffic');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of REPORT_FILTERS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return staffDownload(request, context, `/traffic/report.csv?${query}`);
}
