/**
 * What every marketing lander loads (spec §1 landing pages, §2 /landers/*; ADR 0031): the
 * campaign its slug names (a wrong slug redirects to the slug-less lander, query kept so the
 * tracking survives), members with a photo — of the campaign's place when it names one — and
 * the translated headline. Logged-in members have nothing to sign up for: they go to the search.
 */
import { type LanderCampaign, parseLanderSlug } from '@dating/domain';
import { redirect } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { translatorFor } from './i18n.server.ts';

export async function loadLander(
  request: Request,
  ctx: SiteLoadContext,
  input: { path: string; slug: string | undefined; limit: number; titleKey: string },
) {
  const api = ctx.api;
  const url = new URL(request.url);
  const campaign: LanderCampaign = parseLanderSlug(input.slug, ctx.site.brand.niche);
  if (campaign.kind === 'wrong') throw redirect(`${input.path}${url.search}`);
  if ((await ctx.page()).user) throw redirect('/members');
  const [t, showcase] = await Promise.all([
    translatorFor(request, ctx),
    api.showcase({
      limit: input.limit,
      place: campaign.kind === 'place' ? campaign.campaign : undefined,
      lander: '1',
    }),
  ]);
  const brand = ctx.site.brand.name;
  const title =
    campaign.kind === 'headline'
      ? t(`landers.campaign.${campaign.campaign}`, { brand })
      : showcase.place
        ? t('landers.campaign.place', { place: showcase.place, brand })
        : t(input.titleKey, { brand });
  return {
    meta: { title },
    title,
    members: showcase.members,
  };
}
