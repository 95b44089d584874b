/** GET /audit.csv: the audit log with the page's filters as CSV (admins), written by the staff API. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';

const FILTERS = ['staff_id', 'action', 'from', 'to'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'audit');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return staffDownload(request, context, `/audit.csv?${query}`);
}
