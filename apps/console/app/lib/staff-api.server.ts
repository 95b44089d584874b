/**
 * Calls into the staff API from loaders and actions: the browser's cookie goes along, the
 * request goes in-process (context.staffFetch), and the answer comes back as status + JSON +
 * the Set-Cookie headers to hand on to the browser.
 */
import type { StaffMe } from '@dating/contract';
import { type ConsoleArea, canReach } from '@dating/domain';
import { type AppLoadContext, redirect } from '@remix-run/node';

export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
  params?: Record<string, string | number>;
}

export interface StaffAnswer<T> {
  status: number;
  ok: boolean;
  data: T | null;
  error: ApiError | null;
  cookies: Headers;
}

export async function staffApi<T = unknown>(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string | null } = {},
): Promise<StaffAnswer<T>> {
  const origin = new URL(request.url).origin;
  const headers = new Headers({ accept: 'application/json' });
  const cookie = init.cookie === undefined ? request.headers.get('cookie') : init.cookie;
  if (cookie) headers.set('cookie', cookie);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await context.staffFetch(
    new Request(`${origin}/staff-api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const cookies = new Headers();
  for (const c of response.headers.getSetCookie()) cookies.append('Set-Cookie', c);
  const json = (await response.json().catch(() => null)) as ({ error?: ApiError } & T) | null;
  const error = response.ok ? null : (json?.error ?? { code: 'unknown', message: response.statusText });
  return { status: response.status, ok: response.ok, data: response.ok ? (json as T) : null, error, cookies };
}

/** The API's answer, or the page's error (401 → the login, else the status) for a loader to throw. */
export function orThrow<T>(answer: StaffAnswer<T>, request: Request): T {
  if (answer.ok && answer.data) return answer.data;
  if (answer.status === 401) throw redirectToLogin(request);
  throw new Response(answer.error?.code ?? 'error', { status: answer.status });
}

export function redirectToLogin(request: Request) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return redirect(
    back === '/' || back.startsWith('/login') ? '/login' : `/login?redirectTo=${encodeURIComponent(back)}`,
  );
}

/** Only a path of this console (never another site) after the login. */
export const safeRedirect = (to: string | null | undefined) =>
  to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';

const meOfContext = new WeakMap<AppLoadContext, Promise<StaffMe | null>>();

/** The signed-in staff member (null without a full session), asked once per request. */
export function staffMe(request: Request, context: AppLoadContext): Promise<StaffMe | null> {
  let me = meOfContext.get(context);
  if (!me) {
    me = staffApi<{ staff: StaffMe }>(request, context, '/me').then((a) => (a.ok ? a.data!.staff : null));
    meOfContext.set(context, me);
  }
  return me;
}

/** The signed-in staff member, or the redirect to the login page. */
export async function requireStaffMe(request: Request, context: AppLoadContext): Promise<StaffMe> {
  const me = await staffMe(request, context);
  if (!me) throw redirectToLogin(request);
  return me;
}

/** The signed-in staff member whose role reaches `area`; else the login or the 403 page. */
export async function requireArea(
  request: Request,
  context: AppLoadContext,
  area: ConsoleArea,
): Promise<StaffMe> {
  const me = await requireStaffMe(request, context);
  if (!canReach(me.role, area)) throw new Response('staff_role_forbidden', { status: 403 });
  return me;
}
