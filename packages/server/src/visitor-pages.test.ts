import { describe, expect, it } from 'vitest';
import { createVisitorPages } from './visitor-pages.ts';

const URL_ = 'http://velvet.localhost/landers/gallery?ref=r1';
const request = (cookie?: string, init: RequestInit = {}, url = URL_) =>
  new Request(url, { ...init, headers: cookie ? { cookie } : {} });
const page = (nonce: string, init: { status?: number; cookies?: string[]; type?: string } = {}) => {
  const headers = new Headers({ 'content-type': init.type ?? 'text/html; charset=utf-8' });
  for (const c of init.cookies ?? []) headers.append('set-cookie', c);
  return new Response(`<script nonce="${nonce}">x</script><p>page</p><script nonce="${nonce}"></script>`, {
    status: init.status ?? 200,
    headers,
  });
};

describe('visitor pages kept in memory (ADR 0098)', () => {
  it('answers a kept document again with the new response’s nonce everywhere', async () => {
    const pages = createVisitorPages({ ttlMs: 10_000 });
    const key = pages.keyOf(request('i18n_redirected=en'))!;
    const first = await pages.keep(
      key,
      page('n1', { cookies: ['i18n_redirected=en; Path=/'] }),
      'n1',
      '/landers/:kind/:slug?',
    );
    expect(await first.text()).toContain('nonce="n1"');
    const again = pages.answer(key, 'n2')!;
    expect(again.route).toBe('/landers/:kind/:slug?');
    const html = await again.response.text();
    expect(html).toBe('<script nonce="n2">x</script><p>page</p><script nonce="n2"></script>');
    expect(again.response.headers.getSetCookie()).toEqual(['i18n_redirected=en; Path=/']);
    expect(again.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('keeps one document per address and per cookies', async () => {
    const pages = createVisitorPages({ ttlMs: 10_000 });
    const key = pages.keyOf(request('consent=all'))!;
    await pages.keep(key, page('n1'), 'n1', '/');
    expect(pages.answer(pages.keyOf(request('consent=none'))!, 'n')).toBeNull();
    expect(
      pages.answer(pages.keyOf(request('consent=all', {}, 'http://velvet.localhost/landers/gallery'))!, 'n'),
    ).toBeNull();
    expect(
      pages.answer(
        pages.keyOf(request('consent=all', {}, 'http://herflame.localhost/landers/gallery?ref=r1'))!,
        'n',
      ),
    ).toBeNull();
    expect(pages.answer(pages.keyOf(request('consent=all'))!, 'n')).not.toBeNull();
  });

  it('has no key for a member, a post or a data request', () => {
    const pages = createVisitorPages({ ttlMs: 10_000 });
    expect(pages.keyOf(request('sid=abc'))).toBeNull();
    expect(pages.keyOf(request('consent=all; __Host-sid=abc'))).toBeNull();
    expect(pages.keyOf(request(undefined, { method: 'POST', body: 'a=1' }))).toBeNull();
    expect(pages.keyOf(request(undefined, {}, 'http://velvet.localhost/_root.data'))).toBeNull();
    expect(pages.keyOf(request())).not.toBeNull();
  });

  it.each([
    ['another page than a visitor’s entry', { route: '/members' }],
    ['a status other than 200', { status: 404 }],
    ['an answer that is not a document', { type: 'application/json' }],
    ['a cookie that is not the language or the tracking', { cookies: ['flash=hello; Path=/'] }],
    ['a session cookie', { cookies: ['i18n_redirected=en', 'sid=secret; HttpOnly'] }],
  ])(
    'never keeps %s',
    async (_name, init: { route?: string; status?: number; type?: string; cookies?: string[] }) => {
      const pages = createVisitorPages({ ttlMs: 10_000 });
      const key = pages.keyOf(request())!;
      const answered = await pages.keep(key, page('n1', init), 'n1', init.route ?? '/');
      expect(answered.status).toBe(init.status ?? 200);
      expect(pages.answer(key, 'n2')).toBeNull();
    },
  );

  it('forgets after its time and when told to', async () => {
    let now = 1_000;
    const pages = createVisitorPages({ ttlMs: 10_000, now: () => now });
    const key = pages.keyOf(request())!;
    await pages.keep(key, page('n1'), 'n1', '/');
    now += 9_000;
    expect(pages.answer(key, 'n2')).not.toBeNull();
    now += 2_000;
    expect(pages.answer(key, 'n2')).toBeNull();
    await pages.keep(key, page('n1'), 'n1', '/');
    pages.forgetAll();
    expect(pages.answer(key, 'n2')).toBeNull();
  });

  it('keeps nothing when turned off', async () => {
    const pages = createVisitorPages({ ttlMs: 0 });
    expect(pages.keyOf(request())).toBeNull();
  });
});
