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
