import { describe, expect, it } from 'vitest';
import { keptFormatters } from './kept-formatters.ts';

describe('keptFormatters', () => {
  it('makes a kind once and gives it to every caller asking for it', () => {
    const kept = keptFormatters<Intl.NumberFormat>();
    let made = 0;
    const make = () => {
      made += 1;
      return new Intl.NumberFormat('de');
    };
    const first = kept('de', make);
    expect(kept('de', make)).toBe(first);
    expect(made).toBe(1);
    expect(first.format(1234.5)).toBe('1.234,5');
  });

  it('forgets them all past its limit, and makes them again when asked', () => {
    const kept = keptFormatters<object>(2);
    const a = kept('a', () => ({}));
    kept('b', () => ({}));
    kept('c', () => ({}));
    expect(kept('c', () => ({}))).toBe(kept('c', () => ({})));
    expect(kept('a', () => ({}))).not.toBe(a);
  });
});
