/**
 * The swipe game's daily likes (spec §4, §9: 4 likes a day). A day is a calendar day in the
 * site's time zone, passed in as an IANA zone (docs/decisions/0100).
 */
import { type Instant, calendarDay, startOfNextDay, toMs } from './calendar.ts';

/** Spec §9: swipe likes per day. */
export const SWIPE_LIKES_PER_DAY = 4;

/** docs/decisions/0100: the zone used when a site sets none (the operator's own). */
export const DEFAULT_SITE_TIME_ZONE = 'Europe/Amsterdam';

/** Spec §4: the state of today's swipe quota. */
export interface SwipeQuota {
  used: number;
  remaining: number;
  canLike: boolean;
  /** When the quota starts again: the next local midnight in the site's zone. */
  resetsAt: Date;
}

/**
 * Spec §4: today's swipe quota from the times of the member's swipe likes (any period; only
 * those on today's calendar day in `timeZone`, up to `now`, count). Throws a RangeError for an
 * unknown time zone.
 */
export function swipeQuota(
  likeTimes: readonly Instant[],
  now: Instant,
  timeZone: string = DEFAULT_SITE_TIME_ZONE,
): SwipeQuota {
  const nowMs = toMs(now);
  const today = calendarDay(nowMs, timeZone);
  const used = likeTimes.filter((t) => toMs(t) <= nowMs && calendarDay(t, timeZone) === today).length;
  const remaining = Math.max(0, SWIPE_LIKES_PER_DAY - used);
  return { used, remaining, canLike: remaining > 0, resetsAt: new Date(startOfNextDay(nowMs, timeZone)) };
}
