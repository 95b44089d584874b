/**
 * Spec §9: the region picker of a location — the profile form, signup step 2 and the member
 * search share it. Shown only for a country with a region label, filled with that country's
 * regions. Keyed by country so a country change starts on the empty choice instead of keeping a
 * region of the previous country.
 *
 * The page sends the regions of the country it opens with only (ADR 0083: every country's were
 * a quarter of the search page). Another country's list is loaded when the member picks it, from
 * GET /api/regions.php?country=…, which the browser keeps a day (Cache-Control, ETag). Until it is
 * there, or if it cannot be loaded, there is no region field: the region is optional everywhere.
 */
import type { Regions } from '@dating/contract';
import { hasRegionLabel } from '@dating/domain';
import { Select } from '@dating/ui-kit';
import { useEffect, useState } from 'react';

/** The regions of `country`: from the page when it sent them, else loaded from the API. */
export function useCountryRegions(country: string, sent: Regions) {
  const [loaded, setLoaded] = useState<Regions>({});
  const wanted = hasRegionLabel(country);
  const known = sent[country] ?? loaded[country];
  useEffect(() => {
    if (!wanted || known) return;
    const request = new AbortController();
    fetch(`/api/regions.php?country=${encodeURIComponent(country)}`, { signal: request.signal })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(async (body: unknown) => {
        // The contract's zod schemas load with the first list asked for, not with every page
        // that shows the field (ADR 0080).
        const { regionsResponseSchema } = await import('@dating/contract');
        const { regions } = regionsResponseSchema.parse(body);
        setLoaded((before) => ({ ...before, ...regions }));
      })
      // A list that cannot be loaded leaves the field out (see above); a country picked
      // meanwhile aborted this request on purpose.
      .catch(() => undefined);
    return () => request.abort();
  }, [country, wanted, known]);
  return wanted ? (known ?? []) : [];
}

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
  const list = useCountryRegions(country, regions);
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

/** Only the regions of `countries`: what a page's location form opens with (ADR 0083). */
export function regionsOf(regions: Regions, countries: readonly (string | null | undefined)[]): Regions {
  return Object.fromEntries(countries.flatMap((c) => (c && regions[c] ? [[c, regions[c]]] : [])));
}
