import { describe, expect, it } from 'vitest';
import { REGION_COUNTRIES } from './constants.ts';
import { DEFAULT_SITE_TIME_ZONE } from './swipe.ts';
import { COUNTRY_TIME_ZONES, isTimeZone, siteTimeZone } from './time-zones.ts';

describe('ADR 0043 a site’s time zone', () => {
  it('knows a valid zone for every country we serve', () => {
    for (const country of REGION_COUNTRIES) {
      expect(COUNTRY_TIME_ZONES[country], country).toBeDefined();
      expect(isTimeZone(COUNTRY_TIME_ZONES[country]!), country).toBe(true);
    }
  });

  it.each([
    [{ defaultCountry: 'GB' }, 'Europe/London'],
    [{ defaultCountry: 'de' }, 'Europe/Berlin'],
    [{ defaultCountry: 'US', timeZone: 'America/Los_Angeles' }, 'America/Los_Angeles'],
    [{ defaultCountry: 'JP' }, DEFAULT_SITE_TIME_ZONE],
  ])('%j → %s', (domain, zone) => {
    expect(siteTimeZone(domain)).toBe(zone);
  });

  it('tells a real zone from a made-up one', () => {
    expect(isTimeZone('Europe/Helsinki')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
