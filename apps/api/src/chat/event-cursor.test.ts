/** The live event cursor at gaps in the id sequence (ADR 0072). */
import { describe, expect, it } from 'vitest';
import { advance } from './event-cursor.ts';

const HOLD = 2_000;

describe('the live event cursor', () => {
  it('takes contiguous ids and moves on', () => {
    expect(advance(10, [11, 12, 13], null, 0, HOLD)).toEqual({
      take: [11, 12, 13],
      cursor: 13,
      skipped: [],
      gap: null,
    });
  });

  it('stops at a gap: what follows it waits, and the gap remembers when it was first seen', () => {
    const first = advance(10, [11, 13, 14], null, 1_000, HOLD);
    expect(first).toEqual({ take: [11], cursor: 11, skipped: [], gap: { at: 12, since: 1_000 } });
    // A moment later still missing: still held, since kept.
    const again = advance(first.cursor, [13, 14], first.gap, 2_500, HOLD);
    expect(again).toEqual({ take: [], cursor: 11, skipped: [], gap: { at: 12, since: 1_000 } });
  });

  it('delivers in id order once the late transaction commits within the hold', () => {
    const held = advance(10, [11, 13], null, 0, HOLD);
    expect(advance(held.cursor, [12, 13], held.gap, 500, HOLD)).toEqual({
      take: [12, 13],
      cursor: 13,
      skipped: [],
      gap: null,
    });
  });

  it('gives up on a gap after the hold (a rollback) and hands it to the late watch', () => {
    const held = advance(10, [11, 15], null, 0, HOLD);
    expect(advance(held.cursor, [15, 16], held.gap, HOLD, HOLD)).toEqual({
      take: [15, 16],
      cursor: 16,
      skipped: [{ from: 12, to: 14 }],
      gap: null,
    });
  });

  it('a new gap further on starts its own hold', () => {
    const held = advance(10, [12], null, 0, HOLD);
    const past = advance(held.cursor, [12, 14], held.gap, HOLD, HOLD);
    expect(past).toEqual({
      take: [12],
      cursor: 12,
      skipped: [{ from: 11, to: 11 }],
      gap: { at: 13, since: HOLD },
    });
  });
});
