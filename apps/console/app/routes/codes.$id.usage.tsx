/** GET /codes/:id/usage.csv: one discount code's usage report as CSV, written by the staff API. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'codes');
  return staffDownload(request, context, `/codes/${encodeURIComponent(params.id ?? '')}/usage.csv`);
}
