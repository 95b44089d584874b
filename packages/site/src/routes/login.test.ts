/** The login form refuses control characters as a field error before any call (ADR 0044). */
import { describe, expect, it } from 'vitest';
import { action } from './login.tsx';

describe('POST /login', () => {
  it('answers a NUL in the e-mail with 400 and a field error, not a 500', async () => {
    const body = new FormData();
    body.set('email', 'bob\u0000@velvet.demo');
    body.set('password', 'demo-pass-2026');
    const request = new Request('http://velvet.localhost/login', { method: 'POST', body });
    // No context: the form is refused before the API would be called.
    const res = (await action({ request, params: {}, context: {} })) as unknown as {
      init: { status: number };
      data: { fields: Record<string, string> };
    };
    expect(res.init.status).toBe(400);
    expect(res.data.fields).toEqual({ email: 'control_characters' });
  });
});
