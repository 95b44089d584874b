/**
 * Every user-visible string exists in all 11 locales: each locale has exactly the keys English
 * has, in every namespace, with no empty value and the same {{placeholders}}.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './config.ts';

const dir = join(import.meta.dirname, '..', 'locales');
const read = (lng: string, file: string) => JSON.parse(readFileSync(join(dir, lng, file), 'utf8'));

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

/** Plural forms differ per language (i18next suffixes): compare keys without them. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const namespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('has a folder for each of the 11 locales and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES]);
  });

  describe.each(namespaces)('%s', (file) => {
    const en = flatten(read('en', file));
    const enBase = new Set(Object.keys(en).map(base));

    it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key English has, and no other', (lng) => {
      const other = flatten(read(lng, file));
      const otherBase = new Set(Object.keys(other).map(base));
      expect(
        [...enBase].filter((k) => !otherBase.has(k)),
        'missing keys',
      ).toEqual([]);
      expect(
        [...otherBase].filter((k) => !enBase.has(k)),
        'keys English lacks',
      ).toEqual([]);
    });

    it.each([...LOCALES])('%s has no empty strings and keeps the placeholders', (lng) => {
      const other = flatten(read(lng, file));
      for (const [key, value] of Object.entries(other)) {
        expect(value.trim(), `${lng}/${file} ${key}`).not.toBe('');
        const enKey = en[key] !== undefined ? key : Object.keys(en).find((k) => base(k) === base(key));
        if (enKey)
          expect(placeholders(value), `${lng}/${file} ${key}`).toEqual(
            expect.arrayContaining(placeholders(en[enKey]!).filter((p) => p !== 'count')),
          );
      }
    });

    it.each(LOCALES.filter((l) => l !== 'en'))('%s is actually translated, not English copied', (lng) => {
      const other = flatten(read(lng, file));
      const keys = Object.keys(en).filter((k) => en[k]!.length > 12 && other[k] !== undefined);
      const same = keys.filter((k) => other[k] === en[k]);
      // Brand-neutral words (e.g. "FAQ") may coincide; whole sentences must not.
      expect(same.length / Math.max(1, keys.length)).toBeLessThan(0.1);
    });
  });
});
