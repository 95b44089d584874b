import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
  it('keeps a typed formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+31')).toBe("'+31");
    expect(csvCell(-5)).toBe('-5');
  });
  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });
});
