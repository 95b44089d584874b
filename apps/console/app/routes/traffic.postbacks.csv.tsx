/** GET /traffic/postbacks.csv: the postback log with the page's filters as CSV (admins), written by the staff API. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';

const FILTERS = ['network', 'status'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'traffic');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return staffDownload(request, context, `/traffic/postbacks.csv?${query}`);
}
