import { csvLine } from '@dating/domain';
import { describe, expect, it } from 'vitest';
import { csvResponse } from './csv.ts';

async function* pages() {
  yield [csvLine(['a', 1])];
  yield [csvLine(['=b', 2]), csvLine(['c', null])];
}

describe('a CSV download', () => {
  it('streams the header and every page, as an attachment nobody caches', async () => {
    const res = csvResponse('list.csv', csvLine(['name', 'n']), pages());
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="list.csv"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe(`name,n\r\na,1\r\n"'=b",2\r\nc,\r\n`);
  });
});
