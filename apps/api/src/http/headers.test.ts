import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeaders } from './headers.ts';

describe('setAnswerHeaders', () => {
  it('adds the headers to the answer a handler made, keeping its own', async () => {
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      setAnswerHeaders(c, [
        ['x-one', '1'],
        ['x-two', '2'],
      ]);
    });
    app.get('/', (c) => c.json({ ok: true }, 201, { 'set-cookie': 'a=1' }));
    const res = await app.request('/');
    expect(res.status).toBe(201);
    expect(res.headers.get('x-one')).toBe('1');
    expect(res.headers.get('x-two')).toBe('2');
    expect(res.headers.getSetCookie()).toEqual(['a=1']);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('copies an answer whose headers cannot change (one fetched from elsewhere)', async () => {
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      setAnswerHeaders(c, [['x-one', '1']]);
    });
    app.get('/', () => Response.redirect('http://example.test/elsewhere', 302));
    const res = await app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://example.test/elsewhere');
    expect(res.headers.get('x-one')).toBe('1');
  });
});
