/** Regions of the countries that show a region label (spec §9), from country-region-data. */
import { REGION_COUNTRIES } from '@dating/domain';
import { allCountries } from 'country-region-data';

let cache: Record<string, { code: string; name: string }[]> | undefined;

export function regionsByCountry(): Record<string, { code: string; name: string }[]> {
  if (cache) return cache;
  const wanted = new Set<string>(REGION_COUNTRIES);
  cache = Object.fromEntries(
    allCountries
      .filter(([, code]) => wanted.has(code))
      .map(([, code, regions]) => [code, regions.map(([name, short]) => ({ code: short, name }))]),
  );
  return cache;
}
