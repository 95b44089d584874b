import { describe, expect, it } from 'vitest';
import { isNonEmptyText, operatorText } from './localized-setting.ts';

const pick = (stored: unknown, locale: string) =>
  operatorText(stored, { locale, domainLanguage: 'de', isText: isNonEmptyText });

describe('ADR 0043 an operator’s text per language', () => {
  it('takes the text for the language asked for', () => {
    expect(pick({ de: 'Hallo', fr: 'Bonjour' }, 'fr')).toBe('Bonjour');
  });

  it('leaves a language the operator did not write to the translated default', () => {
    expect(pick({ de: 'Hallo' }, 'fi')).toBeUndefined();
    expect(pick({ de: 'Hallo', fi: '  ' }, 'fi')).toBeUndefined();
  });

  it('reads a single text as the one for the domain’s own language', () => {
    expect(pick('Hallo', 'de')).toBe('Hallo');
    expect(pick('Hallo', 'en')).toBeUndefined();
  });

  it('ignores nothing set and values of the wrong kind', () => {
    expect(pick(undefined, 'de')).toBeUndefined();
    expect(pick(null, 'de')).toBeUndefined();
    expect(pick(42, 'de')).toBeUndefined();
    expect(pick({ de: 42 }, 'de')).toBeUndefined();
  });
});
