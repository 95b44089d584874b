/**
 * Issue 22 point 4, ADR 0087: a member's own monthly spending cap. A lower cap holds at once; a
 * higher cap, or none, only after a cooling-off day — the point of a cap is to hold in the moment
 * it is tempting to lift it. A checkout that would take the calendar month's paid total above the
 * cap in force is refused before the member leaves for the provider.
 */
import { type Instant, calendarDay, toMs } from './calendar.ts';
import { toMinorUnits } from './prices.ts';

/** How long a raised (or removed) cap waits before it holds: one day (ADR 0087). */
export const SPENDING_CAP_COOLING_OFF_MS = 24 * 3_600_000;
/** The largest cap a member can type, in major units of the site's currency. */
export const SPENDING_CAP_MAX_MAJOR = 100_000;

/** A member's cap as stored: minor units of the site's currency, null for no cap. */
export interface SpendingCapState {
  cap: number | null;
  /** The cap that held when it was last changed (it still holds while a raise cools off). */
  previous: number | null;
  changedAt: Instant | null;
}

/** `a` is a tighter cap than `b` (no cap is the loosest). */
const tighter = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/** The cap that holds at `now`: the new one, unless it is a raise still cooling off. */
export function effectiveSpendingCap(state: SpendingCapState, now: Instant): number | null {
  const cooling = state.changedAt !== null && toMs(now) - toMs(state.changedAt) < SPENDING_CAP_COOLING_OFF_MS;
  return cooling && tighter(state.previous, state.cap) ? state.previous : state.cap;
}

/** When a cap set at `changedAt` holds: at once when it is no raise, else after the cooling-off. */
export function spendingCapHoldsFrom(state: SpendingCapState): number | null {
  if (state.changedAt === null || !tighter(state.previous, state.cap)) return null;
  return toMs(state.changedAt) + SPENDING_CAP_COOLING_OFF_MS;
}

/**
 * The stored state after the member sets `next`: what held until now becomes `previous`, so two
 * raises within a day never skip the cooling-off, and a lowering holds at once.
 */
export function changeSpendingCap(
  state: SpendingCapState,
  next: number | null,
  now: Instant,
): SpendingCapState {
  return { cap: next, previous: effectiveSpendingCap(state, now), changedAt: toMs(now) };
}

/** A typed cap ("50", "49.95", empty for none) as minor units, or the field's error code. */
export function parseSpendingCap(
  typed: string,
  currency: string,
): { ok: true; cap: number | null } | { ok: false; error: 'invalid' | 'too_small' | 'too_big' } {
  const value = typed.trim().replace(',', '.');
  if (value === '') return { ok: true, cap: null };
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return { ok: false, error: 'invalid' };
  const cap = toMinorUnits(value, currency);
  if (cap <= 0) return { ok: false, error: 'too_small' };
  if (cap > toMinorUnits(SPENDING_CAP_MAX_MAJOR, currency)) return { ok: false, error: 'too_big' };
  return { ok: true, cap };
}

/** A completed payment, as the month's total counts it. */
export interface PaidAmount {
  totalMinor: number;
  currency: string;
  settledAt: Instant;
}

/**
 * What the member paid in the calendar month of `now` in the site's zone, in `currency`:
 * completed payments only (refunded ones went back; pending ones are not paid).
 */
export function monthPaidTotal(
  paid: readonly PaidAmount[],
  currency: string,
  now: Instant,
  timeZone: string,
) {
  const month = calendarDay(now, timeZone).slice(0, 7);
  return paid
    .filter((p) => p.currency === currency && calendarDay(p.settledAt, timeZone).slice(0, 7) === month)
    .reduce((sum, p) => sum + p.totalMinor, 0);
}

/** Whether paying `amount` more keeps this month's total within the cap (no cap: always). */
export function withinSpendingCap(input: { cap: number | null; paidThisMonth: number; amount: number }) {
  return input.cap === null || input.paidThisMonth + input.amount <= input.cap;
}
