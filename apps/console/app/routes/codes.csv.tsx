/** GET /codes.csv: the discount codes with the list's filters as CSV, written by the staff API. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'codes');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of ['status', 'q']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return staffDownload(request, context, `/codes/export.csv?${query}`);
}
