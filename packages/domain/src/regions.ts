/**
 * Spec §9: members of the 19 countries with a region label pick their region from that country's
 * list; members elsewhere have none. The lists themselves live with the reference data.
 */
import { hasRegionLabel } from './constants.ts';

/** The region a member may keep for a country, or 'invalid' when it is not one of its regions. */
export function checkRegion(
  country: string,
  region: string | null,
  regionsOfCountry: readonly string[],
): { region: string | null } | 'invalid' {
  if (region === null) return { region: null };
  if (!hasRegionLabel(country)) return 'invalid';
  return regionsOfCountry.includes(region) ? { region } : 'invalid';
}
