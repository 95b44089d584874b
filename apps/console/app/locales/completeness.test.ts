/** Every console text exists in en, nl and de, none empty, with the same placeholders. */
import { describe, expect, it } from 'vitest';
import { STAFF_ERROR_CODES } from '@dating/domain';
import de from './de.json';
import en from './en.json';
import nl from './nl.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const locales = { en: flatten(en), nl: flatten(nl), de: flatten(de) };

describe('console locales', () => {
  const keys = Object.keys(locales.en).sort();

  it.each(Object.entries(locales))('%s has exactly the English keys', (_locale, texts) => {
    expect(Object.keys(texts).sort()).toEqual(keys);
  });

  it.each(Object.entries(locales))('%s has no empty text and the same placeholders', (_locale, texts) => {
    for (const key of keys) {
      expect(texts[key]?.trim(), key).toBeTruthy();
      expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(locales.en[key]!));
    }
  });

  it('names every staff API reason code the console shows', () => {
    const shown = [
      'staff_login_failed',
      'staff_totp_invalid',
      'staff_authentication_required',
      'staff_role_forbidden',
    ];
    for (const code of shown) {
      expect(STAFF_ERROR_CODES).toContain(code);
      expect(locales.en[`errors.${code}`], code).toBeTruthy();
    }
  });
});
