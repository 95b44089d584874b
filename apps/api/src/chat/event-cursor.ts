/**
 * How an instance walks the live event table in id order without skipping an id that commits a
 * moment later (ADR 0072). Ids come from a sequence: a transaction takes its id at insert and
 * becomes visible at commit, so id 11 may appear after 12 has been read, and a rolled-back
 * insert leaves 11 missing for ever. The cursor therefore stops at a gap and waits up to
 * `holdMs` for it to fill; then it goes on and hands the missing ids to a late watch (the
 * dispatcher reads them again for a while and delivers any that show up late).
 */

/** The first missing id the cursor is waiting for, and since when (ms). */
export interface Gap {
  at: number;
  since: number;
}

export interface Advance {
  /** Ids to deliver now, in order. */
  take: number[];
  /** The highest id handled in order. */
  cursor: number;
  /** Ranges given up on (the late watch reads them again). */
  skipped: { from: number; to: number }[];
  /** The gap still held, if the walk stopped at one. */
  gap: Gap | null;
}

/** Walks `ids` (ascending, all above `cursor`) from `cursor`, holding at a gap for `holdMs`. */
export function advance(
  cursor: number,
  ids: readonly number[],
  gap: Gap | null,
  now: number,
  holdMs: number,
): Advance {
  const take: number[] = [];
  const skipped: { from: number; to: number }[] = [];
  let at = cursor;
  for (const id of ids) {
    if (id <= at) continue;
    if (id > at + 1) {
      const missing = at + 1;
      const since = gap?.at === missing ? gap.since : now;
      if (now - since < holdMs) return { take, cursor: at, skipped, gap: { at: missing, since } };
      skipped.push({ from: missing, to: id - 1 });
    }
    take.push(id);
    at = id;
  }
  return { take, cursor: at, skipped, gap: null };
}
