/** GET /outbox.csv: the delivery log of the same filters as CSV, written by the staff API. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { outboxQuery } from '../components/outbox/filters.ts';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'outbox');
  return staffDownload(request, context, `/outbox.csv?${outboxQuery(new URL(request.url))}`);
}
