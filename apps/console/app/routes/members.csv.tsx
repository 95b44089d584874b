/** The member search's whole result as CSV (the same filters as the page; support and admins). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { memberFilters, memberQuery } from '../lib/members.ts';
import { staffDownload } from '../lib/staff-download.server.ts';
import { requireArea } from '../lib/staff-api.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'members');
  const query = memberQuery(memberFilters(new URL(request.url).searchParams));
  return staffDownload(request, context, `/members/export.csv${query ? `?${query}` : ''}`);
}
