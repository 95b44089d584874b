/** The entry warning's redirect target is the visitor's own input: never a 500, never off-site. */
import { describe, expect, it } from 'vitest';
import { action } from './entry-warning.tsx';
import { testLoadContext } from '../test/load-context.ts';

const post = async (redirectTo: string) => {
  const body = new FormData();
  body.set('redirectTo', redirectTo);
  const request = new Request('http://velvet.localhost/entry-warning', { method: 'POST', body });
  return (await action({ request, params: {}, context: testLoadContext(request) })) as Response;
};

describe('POST /entry-warning', () => {
  it('goes back to the page the warning was shown on', async () => {
    const res = await post('/members?page=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/members?page=2');
    expect(res.headers.get('set-cookie')).toMatch(/^entry_warning_dismissed=/);
  });

  it.each([
    ['a newline (an invalid header before)', '/members\nX-Injected: 1'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['protocol-relative', '//evil.example'],
    ['a backslash', '/\\evil.example'],
  ])('answers a target with %s with the home page', async (_name, target) => {
    const res = await post(target);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});
