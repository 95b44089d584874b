import { describe, expect, it } from 'vitest';
import { action } from './cookie-consent.tsx';
import { testLoadContext } from '../test/load-context.ts';

const post = async (fields: Record<string, string>, cookie = '') => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request('http://velvet.localhost/cookie-consent', {
    method: 'POST',
    body,
    headers: cookie ? { cookie } : {},
  });
  return (await action({ request, params: {}, context: testLoadContext(request) })) as Response;
};

describe('POST /cookie-consent', () => {
  it('stores an accept with its date and keeps the visit’s traffic source', async () => {
    const res = await post({ choice: 'accepted', redirectTo: '/pages/faq?network=p1', network: 'p1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/pages/faq?network=p1');
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^cookie_consent=accepted%3A\d{4}-\d{2}-\d{2}; Path=\/; Max-Age=31536000/);
    expect(cookies[1]).toContain('tracking=');
  });

  it('stores a reject and removes the tracking cookie', async () => {
    const res = await post({ choice: 'rejected', redirectTo: '//evil.example' });
    expect(res.headers.get('location')).toBe('/');
    const cookies = res.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^cookie_consent=rejected%3A/);
    expect(cookies[1]).toMatch(/^tracking=; Path=\/; Max-Age=0/);
  });

  it('refuses anything else with a clean, translated 400 and sets no cookie', async () => {
    const thrown = await post({ choice: 'maybe' }, 'i18n_redirected=de').catch((e) => e);
    // A Response goes out as it is from this page-less route (Remix's own handler said
    // "Unexpected Server Error" to a thrown data()).
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(400);
    expect(thrown.headers.getSetCookie()).toEqual([]);
    expect(await thrown.json()).toEqual({
      code: 'general_error',
      message: 'Ein Fehler ist aufgetreten, bitte versuche es später erneut',
    });
  });

  it('answers a body that is not a form the same way', async () => {
    const request = new Request('http://velvet.localhost/cookie-consent', {
      method: 'POST',
      body: '{"choice":"accepted"}',
      headers: { 'Content-Type': 'application/json' },
    });
    const thrown = await action({ request, params: {}, context: testLoadContext(request) }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(400);
    expect((await thrown.json()).code).toBe('general_error');
  });
});
