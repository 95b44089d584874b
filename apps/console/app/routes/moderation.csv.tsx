/** The photo moderation queue as CSV (admins and support): every pending photo, oldest first. */
import type { PhotoQueuePage } from '@dating/contract';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { csvResponse } from '../lib/csv.server.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'moderation');
  async function* pages() {
    let after: number | null = null;
    do {
      const query: string = after === null ? '' : `?after=${after}`;
      const page: PhotoQueuePage = orThrow(
        await staffApi<PhotoQueuePage>(request, context, `/moderation/photos${query}`),
        request,
      );
      yield page.photos.map((p) => [
        p.id,
        p.uploaded_at,
        p.member_id,
        p.member_name,
        p.brand_id,
        p.persona_id,
        p.premium_only,
        p.filename,
      ]);
      after = page.next_after;
    } while (after !== null);
  }
  return csvResponse(
    'photo-queue.csv',
    [
      'photo_id',
      'uploaded_at',
      'member_id',
      'member_name',
      'brand',
      'persona_id',
      'premium_only',
      'filename',
    ],
    pages(),
  );
}
