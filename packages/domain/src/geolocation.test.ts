import { describe, expect, it } from 'vitest';
import { geolocationPermission, locationOffer } from './geolocation.ts';

describe('geolocationPermission (spec §4)', () => {
  it('is unsupported without geolocation, whatever the permissions say', () => {
    expect(geolocationPermission({ geolocation: false, permissionState: 'granted' })).toBe('unsupported');
  });

  it.each(['prompt', 'granted', 'denied'] as const)('is the browser state %s', (state) => {
    expect(geolocationPermission({ geolocation: true, permissionState: state })).toBe(state);
  });

  it('is unknown when the browser will not say, or says something new', () => {
    expect(geolocationPermission({ geolocation: true, permissionState: null })).toBe('unknown');
    expect(geolocationPermission({ geolocation: true, permissionState: 'later' })).toBe('unknown');
  });
});

describe('locationOffer', () => {
  it('offers the button where asking can work', () => {
    expect(locationOffer('unknown')).toBe('button');
    expect(locationOffer('prompt')).toBe('button');
    expect(locationOffer('granted')).toBe('button');
  });

  it('points to the browser settings when denied, and offers nothing when unsupported', () => {
    expect(locationOffer('denied')).toBe('settings_hint');
    expect(locationOffer('unsupported')).toBe('none');
  });
});
