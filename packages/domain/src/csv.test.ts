import { describe, expect, it } from 'vitest';
import { csvField, csvLines } from './csv.ts';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    [12, '12'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['-1', `"'-1"`],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [undefined, ''],
    [true, 'true'],
    [-5, '-5'],
  ])('%j → %s', (value, out) => {
    expect(csvField(value)).toBe(out);
  });
  it('joins rows with CRLF', () => {
    expect(
      csvLines([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
  });
});
