/**
 * The welcome time bonus (spec §4 Welcome time bonus, Time-bonus modal; §9): 25 % off for a
 * logged-in, non-paying member during the first 4 hours after signup. The window is half-open,
 * [signup, signup + 4 h): the countdown never shows 00:00:00 as active (docs/decisions/0104).
 */
import { type Instant, toMs } from './calendar.ts';
import { WELCOME_DISCOUNT_PERCENT } from './constants.ts';
import type { DiscountCode } from './discount-codes.ts';
import { isMembersArea } from './navigation.ts';

/** Spec §9: the time bonus code, its value and timing. It is the welcome discount (ADR 0037). */
export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  valuePercentage: WELCOME_DISCOUNT_PERCENT,
  status: 'active',
  validity: 'once_per_user',
  windowSeconds: 14_400,
  tickMs: 1_000,
  modalDelayMs: 40_000,
} as const;

/** Spec §4: the member facts the time bonus depends on. */
export interface TimeBonusMember {
  loggedIn: boolean;
  paid: boolean;
  signupDate: Instant | null;
}

/**
 * Spec §4: whole seconds left of the time bonus (0 when it is not active): logged in, not paid,
 * and less than 14 400 s since signup. A signup in the future (clock skew) counts as just now.
 */
export function timeBonusSecondsLeft(member: TimeBonusMember, now: Instant): number {
  if (!member.loggedIn || member.paid || member.signupDate === null) return 0;
  const leftMs = toMs(member.signupDate) + TIME_BONUS.windowSeconds * 1_000 - toMs(now);
  return Math.min(TIME_BONUS.windowSeconds, Math.max(0, Math.ceil(leftMs / 1_000)));
}

/** Spec §4: whether the time bonus is active now (it clears at 0 s, logout, payment or 4 h). */
export function isTimeBonusActive(member: TimeBonusMember, now: Instant): boolean {
  return timeBonusSecondsLeft(member, now) > 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §4: seconds as hours:minutes:seconds, e.g. 14 399 → "03:59:59"; negative counts as 0. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds) || 0);
  return `${pad(Math.floor(s / 3_600))}:${pad(Math.floor((s % 3_600) / 60))}:${pad(s % 60)}`;
}

/** Spec §4/§9: the TIMEBONUS25 discount code while the bonus is active, expiring at signup + 4 h. */
export function timeBonusCode(member: TimeBonusMember, now: Instant): DiscountCode | null {
  if (!isTimeBonusActive(member, now)) return null;
  return {
    code: TIME_BONUS.code,
    country: null,
    user_id: null,
    expires: new Date(toMs(member.signupDate!) + TIME_BONUS.windowSeconds * 1_000).toISOString(),
    value_percentage: TIME_BONUS.valuePercentage,
    currency: null,
    minimum_order_value: 0,
    status: TIME_BONUS.status,
    validity: TIME_BONUS.validity,
    expired: false,
    paymentmethods: [],
  };
}

/** Spec §4: where the active discount comes from. */
export type DiscountSource = 'time_bonus' | 'welcome_code' | 'manual_code';

/**
 * Spec §4: the one discount applied to a purchase. The time bonus takes priority over the
 * welcome code; a code the member entered replaces them only when it is worth strictly more
 * (discounts never stack; docs/decisions/0104). Pass only codes that are valid for the order.
 */
export function activeDiscount(input: {
  timeBonus: DiscountCode | null;
  welcomeCode: DiscountCode | null;
  manualCode: DiscountCode | null;
}): { source: DiscountSource; code: DiscountCode } | null {
  const automatic: { source: DiscountSource; code: DiscountCode } | null = input.timeBonus
    ? { source: 'time_bonus', code: input.timeBonus }
    : input.welcomeCode
      ? { source: 'welcome_code', code: input.welcomeCode }
      : null;
  const manual = input.manualCode;
  if (manual && (!automatic || manual.value_percentage > automatic.code.value_percentage)) {
    return { source: 'manual_code', code: manual };
  }
  return automatic;
}

/** Spec §2/§6: the time-bonus banner shows only to logged-in members in the members area while active. */
export function showTimeBonusBanner(input: {
  loggedIn: boolean;
  routeId: string | null | undefined;
  active: boolean;
}): boolean {
  return input.loggedIn && input.active && isMembersArea(input.routeId);
}

/**
 * Spec §4 Time-bonus modal: shown 40 s after entering the members area when the member has 0
 * credits, the bonus is visible and the modal was not dismissed. `waitMs` is null when not
 * eligible, else the time left before showing (0 = show now); re-evaluate after waiting.
 */
export function timeBonusModal(input: {
  inMembersArea: boolean;
  credits: number;
  bonusVisible: boolean;
  dismissed: boolean;
  enteredAt: Instant;
  now: Instant;
}): { show: boolean; waitMs: number | null } {
  const eligible = input.inMembersArea && input.credits <= 0 && input.bonusVisible && !input.dismissed;
  if (!eligible) return { show: false, waitMs: null };
  const waitMs = Math.max(0, toMs(input.enteredAt) + TIME_BONUS.modalDelayMs - toMs(input.now));
  return { show: waitMs === 0, waitMs };
}
