import { describe, expect, it } from 'vitest';
import type { DiscountCode } from './discount-codes.ts';
import {
  TIME_BONUS,
  type TimeBonusMember,
  activeDiscount,
  formatCountdown,
  isTimeBonusActive,
  showTimeBonusBanner,
  timeBonusCode,
  timeBonusModal,
  timeBonusSecondsLeft,
} from './time-bonus.ts';

const signup = Date.UTC(2026, 10, 22, 8, 0, 0);
const member: TimeBonusMember = { loggedIn: true, paid: false, signupDate: new Date(signup) };
const after = (seconds: number) => signup + seconds * 1_000;

describe('§4 Welcome time bonus: the 4-hour window', () => {
  it.each([
    [0, 14_400, true],
    [0.5, 14_400, true],
    [1, 14_399, true],
    [14_399, 1, true],
    [14_399.5, 1, true],
    [14_400, 0, false],
    [14_401, 0, false],
    [-1, 14_400, true], // a signup stamped in the future counts as just now
  ])('%s s after signup → %i s left, active %s', (elapsed, left, active) => {
    expect(timeBonusSecondsLeft(member, after(elapsed))).toBe(left);
    expect(isTimeBonusActive(member, after(elapsed))).toBe(active);
  });

  it.each<[string, Partial<TimeBonusMember>]>([
    ['logged out', { loggedIn: false }],
    ['paid', { paid: true }],
    ['signup date unknown', { signupDate: null }],
  ])('clears when %s', (_case, patch) => {
    expect(timeBonusSecondsLeft({ ...member, ...patch }, after(10))).toBe(0);
    expect(timeBonusCode({ ...member, ...patch }, after(10))).toBeNull();
  });

  it('accepts the signup date as epoch ms', () => {
    expect(timeBonusSecondsLeft({ ...member, signupDate: signup }, new Date(after(60)))).toBe(14_340);
  });
});

describe('§4 Welcome time bonus: countdown as hours:minutes:seconds', () => {
  it.each([
    [14_400, '04:00:00'],
    [14_399, '03:59:59'],
    [3_600, '01:00:00'],
    [61, '00:01:01'],
    [59.9, '00:00:59'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('§4/§9 Welcome time bonus: TIMEBONUS25', () => {
  it('is 25 %, active, once per user, for 4 hours, ticking every second', () => {
    expect(TIME_BONUS).toMatchObject({
      code: 'TIMEBONUS25',
      valuePercentage: 25,
      status: 'active',
      validity: 'once_per_user',
      windowSeconds: 14_400,
      tickMs: 1_000,
      modalDelayMs: 40_000,
    });
  });

  it('is a discount code expiring at signup + 4 h', () => {
    expect(timeBonusCode(member, after(10))).toEqual({
      code: 'TIMEBONUS25',
      country: null,
      user_id: null,
      expires: '2026-11-22T12:00:00.000Z',
      value_percentage: 25,
      currency: null,
      minimum_order_value: 0,
      status: 'active',
      validity: 'once_per_user',
      expired: false,
      paymentmethods: [],
    });
  });
});

const code = (name: string, pct: number): DiscountCode => ({
  code: name,
  country: null,
  user_id: null,
  expires: null,
  value_percentage: pct,
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: [],
});

describe('§4 Welcome time bonus: priority over the welcome code', () => {
  const bonus = code('TIMEBONUS25', 25);
  const welcome = code('WELCOME25', 25);
  it.each([
    [bonus, welcome, null, 'time_bonus', 'TIMEBONUS25'],
    [null, welcome, null, 'welcome_code', 'WELCOME25'],
    [bonus, null, code('MANUAL10', 10), 'time_bonus', 'TIMEBONUS25'],
    [bonus, null, code('MANUAL25', 25), 'time_bonus', 'TIMEBONUS25'],
    [bonus, welcome, code('MANUAL30', 30), 'manual_code', 'MANUAL30'],
    [null, null, code('MANUAL10', 10), 'manual_code', 'MANUAL10'],
  ])('bonus %#: → %s', (timeBonus, welcomeCode, manualCode, source, name) => {
    const chosen = activeDiscount({ timeBonus, welcomeCode, manualCode });
    expect(chosen?.source).toBe(source);
    expect(chosen?.code.code).toBe(name);
  });

  it('is null without any discount', () => {
    expect(activeDiscount({ timeBonus: null, welcomeCode: null, manualCode: null })).toBeNull();
  });
});

describe('§2/§6 Time-bonus banner: members area only', () => {
  it.each([
    [true, 'members', true, true],
    [true, 'premium', true, true],
    [true, 'credits', true, false],
    [false, 'members', true, false],
    [true, 'members', false, false],
  ])('logged in %s on %s, active %s → %s', (loggedIn, routeId, active, shown) => {
    expect(showTimeBonusBanner({ loggedIn, routeId, active })).toBe(shown);
  });
});

describe('§4 Time-bonus modal: 40 s after entering the members area', () => {
  const entered = 1_000_000;
  const base = {
    inMembersArea: true,
    credits: 0,
    bonusVisible: true,
    dismissed: false,
    enteredAt: entered,
    now: entered,
  };
  it.each<[string, Partial<typeof base>, { show: boolean; waitMs: number | null }]>([
    ['on entering', {}, { show: false, waitMs: 40_000 }],
    ['after 39.999 s', { now: entered + 39_999 }, { show: false, waitMs: 1 }],
    ['after 40 s', { now: entered + 40_000 }, { show: true, waitMs: 0 }],
    ['after 2 minutes', { now: entered + 120_000 }, { show: true, waitMs: 0 }],
    ['with 1 credit', { credits: 1, now: entered + 40_000 }, { show: false, waitMs: null }],
    [
      'outside the members area',
      { inMembersArea: false, now: entered + 40_000 },
      { show: false, waitMs: null },
    ],
    [
      'without a visible bonus',
      { bonusVisible: false, now: entered + 40_000 },
      { show: false, waitMs: null },
    ],
    ['once dismissed', { dismissed: true, now: entered + 40_000 }, { show: false, waitMs: null }],
  ])('%s → %j', (_case, patch, expected) => {
    expect(timeBonusModal({ ...base, ...patch })).toEqual(expected);
  });
});
