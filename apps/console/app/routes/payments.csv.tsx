/**
 * The payment list as CSV (issue 19: every list exports): the staff API's export of the same
 * filters, streamed through to the browser as a download.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { PAYMENT_FILTERS } from '../components/payments/filters.ts';
import { requireArea } from '../lib/staff-api.server.ts';
import { staffDownload } from '../lib/staff-download.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'payments');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of PAYMENT_FILTERS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  return staffDownload(request, context, `/payments.csv?${query}`);
}
