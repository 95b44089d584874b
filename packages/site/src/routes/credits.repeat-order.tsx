/**
 * /credits/repeat-order — buy the last bundle again (spec §2): the bundle and method of the
 * member's last completed payment, one step from paying; without one, the bundles.
 */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { requireMember } from '../lib/member.server.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, context as unknown as SiteLoadContext);
  const last = (await api.transactions()).find((p) => p.status === 'completed');
  throw redirect(last ? `/credits/${last.tier}/${last.method}` : '/credits');
}
