/** A member's profile for a page loader: a blocked viewer gets the spec §6 403 page, anything else missing a 404. */
import { type ApiClient, isApiError } from '@dating/api-client';
import { data } from '@remix-run/node';

export async function loadMemberProfile(api: ApiClient, id: string | undefined) {
  try {
    return await api.member(id ?? '');
  } catch (error) {
    if (isApiError(error) && error.code === 'blocked_by_member') {
      throw data({ code: error.code }, { status: 403 });
    }
    if (isApiError(error) && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/** The member's first photo a visitor may see unblurred (landings, signup with a message), or null. */
export function firstOpenPhoto(member: Awaited<ReturnType<typeof loadMemberProfile>>) {
  return member.photos.find((p) => !p.locked) ?? null;
}

/** The `{id}` of a /members/{id}/… address as a member id, or the 404 page. */
export function memberIdParam(id: string | undefined): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Response(null, { status: 404 });
  return n;
}
