/**
 * /age-check — age assurance of the member's country (ADR 0088): what the law where they are
 * asks for before explicit photos and chat photos are shown, whether they passed, and the
 * button that starts the provider's check. Back from the provider, the page shows the outcome
 * the provider reported (the only thing that counts) and the way back to where they were.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import type { AgeCheckMethod } from '@dating/domain';
import { useLoaderData } from '@remix-run/react';
import type { SiteLoadContext } from '../context.server.ts';
import { AgeCheckPanel } from '../components/AgeCheckPanel.tsx';
import { safeReturnPath } from '../lib/age-check.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as SiteLoadContext;
  const { api } = await requireMember(request, ctx);
  const [status, t] = await Promise.all([api.ageCheck(), translatorFor(request, ctx)]);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('return_to'));
  return { meta: { title: t('ageAssurance.title') }, status, returnTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireMember(request, context as SiteLoadContext);
  const form = await readForm(request);
  const returnTo = safeReturnPath(String(form.get('return_to') ?? ''));
  const method = String(form.get('method') ?? '');
  const status = await api.ageCheck();
  // The page only offers the missing methods; anything else is nothing to start.
  if (!status.missing.includes(method as AgeCheckMethod)) return redirect(`/age-check`);
  const back = `/age-check?return_to=${encodeURIComponent(returnTo)}`;
  const { redirect_url } = await api.startAgeCheck({ method: method as AgeCheckMethod, return_to: back });
  return redirect(redirect_url);
}

export default function AgeCheckPage() {
  const { status, returnTo } = useLoaderData<typeof loader>();
  return <AgeCheckPanel status={status} returnTo={returnTo} />;
}
