/**
 * The payment list as CSV (issue 19: every list exports): the staff API's export of the same
 * filters, streamed through to the browser as a download.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { PAYMENT_FILTERS } from '../components/payments/filters.ts';
import { redirectToLogin, requireArea } from '../lib/staff-api.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'payments');
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of PAYMENT_FILTERS) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const headers = new Headers({ accept: 'text/csv' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const answer = await context.staffFetch(
    new Request(`${url.origin}/staff-api/payments.csv?${query}`, { headers }),
  );
  if (answer.status === 401) throw redirectToLogin(request);
  if (!answer.ok) throw new Response('invalid_filters', { status: answer.status });
  return new Response(answer.body, {
    status: 200,
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
      'content-disposition':
        answer.headers.get('content-disposition') ?? 'attachment; filename="payments.csv"',
      'cache-control': 'private, no-store',
    },
  });
}
