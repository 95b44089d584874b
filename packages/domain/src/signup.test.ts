import { describe, expect, it } from 'vitest';
import {
  SIGNUP_STEPS,
  TRACKING_MAX_LENGTH,
  hasTrafficSource,
  isSkippableStep,
  nextSignupStep,
  pickTracking,
  signupAllowed,
} from './signup.ts';

describe('§3 Tracking data kept from the query string', () => {
  it('keeps only network, ref and sub1–sub3, trimmed and bounded', () => {
    expect(
      pickTracking({
        network: ' aff ',
        ref: 'x',
        sub1: '1',
        sub2: '',
        sub3: 'y'.repeat(300),
        utm_source: 'no',
      }),
    ).toEqual({ network: 'aff', ref: 'x', sub1: '1', sub3: 'y'.repeat(TRACKING_MAX_LENGTH) });
  });

  it('takes the first of repeated values and ignores non-strings', () => {
    expect(pickTracking({ network: ['a', 'b'], ref: 5, sub1: [7], sub2: null })).toEqual({ network: 'a' });
  });

  it('strips control characters and cuts by characters, not UTF-16 units', () => {
    expect(pickTracking({ ref: 'a\u0000b\nc\u007f' })).toEqual({ ref: 'abc' });
    expect(pickTracking({ ref: '😀'.repeat(150) }).ref).toBe('😀'.repeat(100));
  });

  it('reads anything with get(), such as URLSearchParams', () => {
    const params = new Map([
      ['ref', ' r1 '],
      ['sub2', 's'],
    ]);
    expect(pickTracking({ get: (k: string) => params.get(k) ?? null })).toEqual({ ref: 'r1', sub2: 's' });
  });
});

describe('§4 Signup modes', () => {
  it.each([
    ['all', {}, true],
    ['with_trafficsource', {}, false],
    ['with_trafficsource', { network: 'aff' }, true],
    ['with_trafficsource', { ref: 'r1' }, true],
    ['with_trafficsource', { sub1: 'only' }, false],
    ['invite', { network: 'aff' }, false],
    ['', {}, false],
  ])('%s with %j → %s', (mode, tracking, allowed) => {
    expect(signupAllowed(mode, tracking)).toBe(allowed);
  });

  it.each([
    [{}, false],
    [{ network: 'n' }, true],
    [{ ref: 'r' }, true],
    [{ sub1: 's', sub2: 's', sub3: 's' }, false],
  ])('traffic source in %j → %s', (tracking, present) => {
    expect(hasTrafficSource(tracking)).toBe(present);
  });
});

describe('§4 Signup flow', () => {
  it('goes step0 → step4 → complete; photo and details may be skipped', () => {
    expect(SIGNUP_STEPS.map((s) => [s, nextSignupStep(s), isSkippableStep(s)])).toEqual([
      ['step0', 'step1', false],
      ['step1', 'step2', true],
      ['step2', 'step3', true],
      ['step3', 'step4', true],
      ['step4', 'complete', true],
      ['complete', null, false],
    ]);
  });
});
