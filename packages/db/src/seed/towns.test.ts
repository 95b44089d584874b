/** Issue 15 point 19: demo members live in real towns of their own country and region. */
import { loadBrands } from '@dating/brand/load.server';
import { REGION_COUNTRIES } from '@dating/domain';
import { describe, expect, it } from 'vitest';
import { regionsByCountry } from '../reference/regions.ts';
import { generateMembers } from './generator.ts';
import { TOWNS } from './towns.ts';

const today = new Date('2026-11-22T00:00:00Z');

describe('demo towns', () => {
  it('names, for every country we serve, only regions the site’s region list has for it', () => {
    for (const country of REGION_COUNTRIES) {
      const known = new Set(regionsByCountry()[country]!.map((r) => r.name));
      const regions = Object.keys(TOWNS[country] ?? {});
      expect(regions.length, country).toBeGreaterThan(0);
      for (const region of regions) expect(known.has(region), `${country} ${region}`).toBe(true);
    }
  });

  it.each(loadBrands().map((b) => [b.id, b] as const))(
    '%s: every generated member lives in a town of their country and region',
    (_id, brand) => {
      for (const m of generateMembers(400, { brand, seed: 7, today })) {
        const { country, region, city } = m.profile;
        const regions = regionsByCountry()[country]!.map((r) => r.name);
        expect(regions, `${city}, ${region}`).toContain(region);
        expect(TOWNS[country]?.[region!] ?? [], `${city} in ${region}, ${country}`).toContain(city);
      }
    },
  );
});
