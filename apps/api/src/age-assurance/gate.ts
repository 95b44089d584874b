/**
 * The age gate of the request (ADR 0088): the viewer, their visitor country (ADR 0007: the
 * trusted edge header, else the domain's default country — never the country a visitor picked,
 * which they could pick to get round the check) and the site's requirement per country.
 */
import type { Settings } from '@dating/contract';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/env.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { type AgeGate, ageGate } from './queries.ts';

export async function requestAgeGate(c: Context<ApiEnv>, settings?: Settings): Promise<AgeGate> {
  const s = settings ?? (await loadSiteSettings(c));
  return ageGate(c.get('deps').db, {
    userId: c.get('user')?.id ?? null,
    country: s.geoip_country,
    byCountry: s.age_assurance,
  });
}
