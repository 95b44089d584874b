/** What an operator reads while long work runs: a redrawn line on a terminal, quiet lines in CI. */
import { describe, expect, it } from 'vitest';
import { createProgress, formatDuration, isInteractive, progressLine, timeLeft } from './progress.mjs';

function recorder(isTTY: boolean) {
  const out: string[] = [];
  return { out, stream: { isTTY, columns: 120, write: (t: string) => out.push(t) } };
}

describe('progress', () => {
  it('says the count, the share and the time left from the pace so far', () => {
    expect(progressLine('Seeding members', 240, 960, 6_000, 'members')).toBe(
      'Seeding members · 240/960 members (25%) · about 18 s left',
    );
    expect(timeLeft(0, 10, 5_000)).toBeNull();
    expect(formatDuration(185_000)).toBe('3 min 05 s');
  });

  it('redraws one line on a terminal and ends it with a summary', () => {
    const { out, stream } = recorder(true);
    let t = 0;
    const p = createProgress({
      label: 'Building',
      total: 4,
      unit: 'sites',
      stream,
      interactive: true,
      now: () => t,
    });
    t = 10_000;
    p.update(1);
    t = 20_000;
    p.finish();
    expect(out.join('')).toContain('\rBuilding · 1/4 sites (25%) · about 30 s left');
    expect(out.at(-2)).toContain('✓ Building: 4 sites in 20 s');
    expect(out.at(-1)).toBe('\n');
  });

  it('writes one line per step and a line a minute in CI, never a redraw', () => {
    const { out, stream } = recorder(false);
    let t = 0;
    const p = createProgress({ label: 'Seeding', total: 100, stream, interactive: false, now: () => t });
    t = 1_000;
    p.update(10);
    t = 61_000;
    p.update(50);
    t = 122_000;
    p.finish();
    expect(out).toEqual([
      '… Seeding · 50/100 (50%) · about 1 min 01 s left\n',
      '✓ Seeding: 100 in 2 min 02 s\n',
    ]);
    expect(out.join('')).not.toContain('\r');
  });

  it('treats CI as no terminal even on a TTY', () => {
    expect(isInteractive({ isTTY: true, write: () => true }, { CI: 'true' })).toBe(false);
    expect(isInteractive({ isTTY: true, write: () => true }, {})).toBe(true);
  });
});
