/**
 * What the per-member landings load (spec §2 /members/{id}/landing, landing2, landing3; ADR
 * 0031): the member's public card — a hidden (privacy mode), pending-deletion or missing member
 * is a 404 through the profile API — and the campaign of the optional slug (a wrong slug
 * redirects to the slug-less landing with the query kept). Logged-in members see the profile.
 */
import { parseLanderSlug, signupAllowed } from '@dating/domain';
import { redirect } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { translatorFor } from './i18n.server.ts';
import { firstOpenPhoto, loadMemberProfile } from './member-profile.server.ts';
import { requestTracking } from './tracking.server.ts';

export async function loadMemberLanding(
  request: Request,
  ctx: SiteLoadContext,
  params: { id?: string; slug?: string },
  variant: 'landing' | 'landing2' | 'landing3',
) {
  const api = ctx.api;
  const url = new URL(request.url);
  const campaign = parseLanderSlug(params.slug, ctx.site.brand.niche);
  if (campaign.kind === 'wrong') throw redirect(`/members/${params.id}/${variant}${url.search}`);
  if ((await ctx.page()).user) throw redirect(`/members/${params.id}`);
  const [member, settings, t] = await Promise.all([
    loadMemberProfile(api, params.id),
    ctx.page().then((page) => page.settings),
    translatorFor(request, ctx),
  ]);
  const fieldText = (key: string) => {
    const value = member.fields[key];
    return typeof value === 'string' && value ? value : null;
  };
  const age = typeof member.fields.age === 'number' ? member.fields.age : null;
  const title =
    campaign.kind === 'headline'
      ? t(`landing.campaign.${campaign.campaign}`, { name: member.name })
      : t('landing.title', { name: member.name });
  const main = firstOpenPhoto(member);
  return {
    meta: { title, description: member.about_me ?? undefined },
    title,
    campaign,
    signupOpen: signupAllowed(settings.signups, requestTracking(request)),
    minAge: settings.min_age,
    maxLength: settings.message_length,
    member: {
      id: member.id,
      name: member.name,
      age,
      city: fieldText('city'),
      country: fieldText('country'),
      aboutMe: member.about_me,
      fictional: member.fictional,
      photo: main ? { thumb: main.thumb_filename, large: main.filename } : null,
    },
  };
}
