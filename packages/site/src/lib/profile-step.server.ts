/** Loader and action shared by the profile field steps of signup (2–4). */
import { redirect } from '@remix-run/node';
import type { SiteLoadContext } from '../context.server.ts';
import { apiFailure, echoValues, invalidForm } from './api-action.ts';
import { translatorFor } from './i18n.server.ts';
import { requireMember } from './member.server.ts';
import { PROFILE_GROUP_FIELDS, type ProfileGroup, profileUpdateFromForm } from './profile-form.ts';
import { readForm } from './read-form.server.ts';
import { referenceData, withPostedRegions } from './reference-cache.server.ts';
import { regionsOf } from '../components/profile-fields/RegionSelect.tsx';

export async function profileStepLoader(request: Request, context: SiteLoadContext, titleKey: string) {
  const { api } = await requireMember(request, context);
  const [profile, settings, t, regions] = await Promise.all([
    api.profile(),
    context.page().then((page) => page.settings),
    translatorFor(request, context),
    referenceData(api, context).regions(),
  ]);
  return {
    meta: { title: t(titleKey) },
    profile,
    countries: settings.countries,
    // The saved country's regions only; another country's load when it is picked (ADR 0083).
    regions: regionsOf(regions, [profile.country]),
  };
}

export async function profileStepAction(
  request: Request,
  context: SiteLoadContext,
  group: ProfileGroup,
  next: string,
) {
  const { api } = await requireMember(request, context);
  const form = await readForm(request);
  const values = echoValues(form, PROFILE_GROUP_FIELDS[group]);
  const parsed = profileUpdateFromForm(form, [group]);
  const regions = () => referenceData(api, context).regions();
  if (!parsed.success) return withPostedRegions(invalidForm(parsed.error, values), form, regions);
  try {
    await api.updateProfile(parsed.data);
  } catch (error) {
    return withPostedRegions(apiFailure(error, values), form, regions);
  }
  throw redirect(next);
}
