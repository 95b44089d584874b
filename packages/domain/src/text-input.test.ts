import { describe, expect, it } from 'vitest';
import { hasForbiddenControlCharacters } from './text-input.ts';

describe('hasForbiddenControlCharacters', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u001f', '\u007f'])(
    'refuses %j in single- and multi-line text',
    (c) => {
      expect(hasForbiddenControlCharacters(`a${c}b`)).toBe(true);
      expect(hasForbiddenControlCharacters(`a${c}b`, { multiline: true })).toBe(true);
    },
  );

  it.each(['\n', '\r', '\t'])('refuses %j on one line, keeps it in multi-line text', (c) => {
    expect(hasForbiddenControlCharacters(`a${c}b`)).toBe(true);
    expect(hasForbiddenControlCharacters(`a${c}b`, { multiline: true })).toBe(false);
  });

  it('keeps ordinary text in every script, emoji included', () => {
    expect(hasForbiddenControlCharacters('Zoë Łukasz 東京 🙂 ½')).toBe(false);
  });
});
