import { describe, expect, it } from 'vitest';
import { action } from './cookie-consent.tsx';

const post = async (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request('http://velvet.localhost/cookie-consent', { method: 'POST', body });
  return (await action({ request, params: {}, context: {} })) as Response;
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

  it('refuses anything else with the 400 error page and sets no cookie', async () => {
    const thrown = await post({ choice: 'maybe' }).catch((e) => e);
    expect(thrown).toMatchObject({ init: { status: 400 }, data: { code: 'general_error' } });
  });
});
