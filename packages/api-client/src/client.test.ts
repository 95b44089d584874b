/** Spec §7 client behaviour: client header on user.php, retries with delay, logout on 403. */
import { describe, expect, it, vi } from 'vitest';
import { MAX_RETRIES, isRetryable, retryDelay } from '@dating/domain';
import { NotSentError, type RetryPolicy, createApiClient } from './client.ts';
import { ApiError } from './api-error.ts';

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fail = (status: number, code: string) =>
  new Response(JSON.stringify({ error: { code, message: code } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const policy: RetryPolicy = {
  maxRetries: 5,
  delay: (n) => 100 * 2 ** (n - 1),
  shouldRetry: ({ method, status, networkError }) =>
    method === 'GET' ? networkError || status === 502 || status === 503 || status === 504 : false,
};

function client(responses: (Response | Error)[], extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const calls: Request[] = [];
  const delays: number[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(new Request(input, init));
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const api = createApiClient({
    baseUrl: 'http://site.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    retry: policy,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...extra,
  });
  return { api, calls, delays };
}

describe('createApiClient', () => {
  it('marks calls to user.php as coming from the client, and no other', async () => {
    const { api, calls } = client([ok({ user: null }), ok({ interests: [] })]);
    await api.user();
    await api.interests();
    expect(calls[0]!.headers.get('x-requested-from')).toBe('client');
    expect(calls[1]!.headers.get('x-requested-from')).toBeNull();
  });

  it('retries an idempotent call on network errors and 503, with exponential delay, up to 5 times', async () => {
    const { api, calls, delays } = client([
      new TypeError('network'),
      fail(503, 'x'),
      fail(503, 'x'),
      fail(503, 'x'),
      fail(503, 'x'),
      ok({ interests: [] }),
    ]);
    expect(await api.interests()).toEqual([]);
    expect(calls).toHaveLength(6);
    expect(delays).toEqual([100, 200, 400, 800, 1600]);
  });

  it('gives up after 5 retries with the last error', async () => {
    const { api, calls } = client(Array.from({ length: 6 }, () => fail(503, 'unavailable')));
    await expect(api.interests()).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    expect(calls).toHaveLength(6);
  });

  it('never retries a login (a write the server may have seen)', async () => {
    const { api, calls } = client([fail(503, 'x')]);
    await expect(api.raw.login({ email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry a 4xx answer', async () => {
    const { api, calls } = client([fail(404, 'not_found')]);
    await expect(api.regions()).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(calls).toHaveLength(1);
  });

  it('logs the member out on 403 authentication_required outside user.php', async () => {
    const onAuthenticationRequired = vi.fn();
    const { api } = client([fail(403, 'authentication_required')], { onAuthenticationRequired });
    await expect(api.members({ page: 1 })).rejects.toMatchObject({ code: 'authentication_required' });
    expect(onAuthenticationRequired).toHaveBeenCalledOnce();
  });

  it('does not log out on 403 authentication_required from user.php', async () => {
    const onAuthenticationRequired = vi.fn();
    const { api } = client([fail(403, 'authentication_required')], { onAuthenticationRequired });
    await expect(api.setLanguage('de')).rejects.toMatchObject({ code: 'authentication_required' });
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('forwards configured headers (the member cookie on the server)', async () => {
    const { api, calls } = client([ok({ user: null })], { headers: { cookie: 'sid=abc' } });
    await api.user();
    expect(calls[0]!.headers.get('cookie')).toBe('sid=abc');
  });

  it('sends filters as a query string, leaving out empty ones', async () => {
    const { api, calls } = client([
      ok({ members: [], total: 0, total_capped: false, page: 1, per_page: 24, similar: [] }),
    ]);
    await api.members({ gender: 'female', country: '', page: 2 });
    expect(new URL(calls[0]!.url).search).toBe('?gender=female&page=2');
  });

  it('sends push subscriptions to user.php?push=1 as coming from the client', async () => {
    const { api, calls } = client([ok({ ok: true }), ok({ ok: true })]);
    const subscription = { endpoint: 'https://push.test/abc', keys: { p256dh: 'p', auth: 'a' } };
    await api.savePushSubscription(subscription);
    await api.removePushSubscription('https://push.test/abc');
    expect(calls.map((c) => [c.method, new URL(c.url).pathname + new URL(c.url).search])).toEqual([
      ['POST', '/api/user.php?push=1'],
      ['POST', '/api/user.php?push=1'],
    ]);
    expect(calls.every((c) => c.headers.get('x-requested-from') === 'client')).toBe(true);
    expect(await calls[0]!.json()).toEqual({ subscription });
    expect(await calls[1]!.json()).toEqual({ subscription: null, endpoint: 'https://push.test/abc' });
  });

  it('marks a conversation read with its own call (ADR 0050)', async () => {
    const { api, calls } = client([ok({ ok: true })]);
    expect(await api.markChatRead(7)).toEqual({ ok: true });
    expect([calls[0]!.method, new URL(calls[0]!.url).pathname]).toEqual(['POST', '/api/chat-read.php']);
    expect(await calls[0]!.json()).toEqual({ profile: 7 });
  });
});

/** The browser's client: the domain's retry rule (ADR 0009) and navigator.onLine (ADR 0034). */
describe('createApiClient in the browser (domain retry rule, online signal)', () => {
  const domainPolicy: RetryPolicy = { maxRetries: MAX_RETRIES, delay: retryDelay, shouldRetry: isRetryable };

  function browserClient(responses: (Response | Error)[], onlineAnswers: boolean[]) {
    const online = [...onlineAnswers];
    return client(responses, { retry: domainPolicy, online: () => online.shift() ?? true });
  }

  it('holds a write while offline and sends it once the network is back, exactly once', async () => {
    const { api, calls, delays } = browserClient([ok({ ok: true })], [false, false, true]);
    expect(await api.deleteChat({ conversation: 3 })).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('DELETE');
    expect(delays).toEqual([250, 500]);
  });

  it('gives up on a write after 5 offline retries without ever sending it', async () => {
    const { api, calls, delays } = browserClient(
      [],
      Array.from({ length: 6 }, () => false),
    );
    await expect(api.deleteChat({ conversation: 3 })).rejects.toBeInstanceOf(NotSentError);
    expect(calls).toHaveLength(0);
    expect(delays).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('never sends a write again after fetch failed, even if the device went offline meanwhile', async () => {
    const { api, calls } = browserClient([new TypeError('Failed to fetch')], [true, false]);
    await expect(api.deleteChat({ conversation: 3 })).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(1);
  });

  it('never sends a write again after a 503 answer', async () => {
    const { api, calls } = browserClient([fail(503, 'unavailable')], []);
    await expect(api.deleteChat({ conversation: 3 })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('retries a read after a network failure and a 502, with the 250 ms doubling delay', async () => {
    const { api, calls, delays } = browserClient(
      [new TypeError('Failed to fetch'), fail(502, 'bad_gateway'), ok({ interests: [] })],
      [],
    );
    expect(await api.interests()).toEqual([]);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([250, 500]);
  });

  it('lets the logout callback replace the error (a loader redirect)', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: '/login' } });
    const { api } = client([fail(403, 'authentication_required')], {
      onAuthenticationRequired: () => {
        throw redirect;
      },
    });
    await expect(api.chats()).rejects.toBe(redirect);
  });
});
