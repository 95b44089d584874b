/** GET /sites.csv: the sites list as CSV, written by the staff API. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { staffDownload } from '../lib/staff-download.server.ts';
import { requireArea } from '../lib/staff-api.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'sites');
  return staffDownload(request, context, '/sites/export.csv');
}
