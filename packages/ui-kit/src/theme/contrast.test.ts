/**
 * Every brand theme passes WCAG AA for every text/background pair the components use:
 * 4.5:1 for text, 3:1 for borders of controls and the focus ring.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { makeTheme } from './make-theme.ts';

const brandsDir = join(import.meta.dirname, '../../../../brands');
const brands = readdirSync(brandsDir)
  .filter((d) => existsSync(join(brandsDir, d, 'brand.json')))
  .map((d) => JSON.parse(readFileSync(join(brandsDir, d, 'brand.json'), 'utf8')));

const TEXT_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'neutralSoft'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['link', 'background'],
  ['link', 'surface'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentStrong'],
  ['accentStrong', 'accentSoft'],
  ['onCritical', 'critical'],
  ['onCriticalSoft', 'criticalSoft'],
  ['critical', 'surface'],
  ['onWarning', 'warning'],
  ['onWarningSoft', 'warningSoft'],
  ['onPositive', 'positive'],
  ['onPositiveSoft', 'positiveSoft'],
] as const;
const UI_PAIRS = [
  ['borderStrong', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['accent', 'surface'],
] as const;

describe.each(brands.map((b) => [b.id, b]))('brand %s', (_id, brand) => {
  const colour = makeTheme(brand.colours, brand.typography).colour as Record<string, string>;
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colour[fg]!, colour[bg]!)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(UI_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colour[fg]!, colour[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
