/**
 * Spec §9: the region picker of a location — the profile form, signup step 2 and the member
 * search share it. Shown only for a country with a region label, filled with that country's
 * regions (GET /api/regions.php). Keyed by country so a country change starts on the empty
 * choice instead of keeping a region of the previous country.
 */
import type { Regions } from '@dating/contract';
import { hasRegionLabel } from '@dating/domain';
import { Select } from '@dating/ui-kit';

export function RegionSelect({
  country,
  regions,
  name,
  label,
  emptyLabel,
  defaultValue,
  error,
}: {
  country: string;
  regions: Regions;
  name: string;
  label: string;
  /** The first choice: no region ("not saying" on a profile, "any region" in a search). */
  emptyLabel: string;
  defaultValue: string;
  error?: string;
}) {
  const list = hasRegionLabel(country) ? (regions[country] ?? []) : [];
  if (list.length === 0) return null;
  return (
    <Select
      key={country}
      label={label}
      name={name}
      defaultValue={defaultValue}
      error={error}
      options={[{ value: '', label: emptyLabel }, ...list.map((r) => ({ value: r.name, label: r.name }))]}
    />
  );
}

/** Only the regions of the countries a site offers: what its location forms can need. */
export function regionsOf(regions: Regions, countries: readonly string[]): Regions {
  return Object.fromEntries(countries.flatMap((c) => (regions[c] ? [[c, regions[c]]] : [])));
}
