/** A member's data as the ZIP they can download themselves, for a staff member (audited by the API). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { staffDownload } from '../lib/staff-download.server.ts';
import { requireArea } from '../lib/staff-api.server.ts';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'members');
  return staffDownload(request, context, `/members/${encodeURIComponent(params.id ?? '')}/export`);
}
