/** The login form refuses control characters as a field error before any call (ADR 0044). */
import { describe, expect, it } from 'vitest';
import { action } from './login.tsx';
import { testLoadContext } from '../test/load-context.ts';

describe('POST /login', () => {
  it('answers a NUL in the e-mail with 400 and a field error, not a 500', async () => {
    const body = new FormData();
    body.set('email', 'bob\u0000@velvet.demo');
    body.set('password', 'demo-pass-2026');
    const request = new Request('http://velvet.localhost/login', { method: 'POST', body });
    // The API is out of reach: the form is refused before it would be called.
    const res = await action({ request, params: {}, context: testLoadContext(request) });
    expect(res).toMatchObject({ init: { status: 400 }, data: { fields: { email: 'control_characters' } } });
  });
});
