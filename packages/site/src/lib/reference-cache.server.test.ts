import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './reference-cache.server.ts';

describe('createTtlCache', () => {
  function clock() {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  }

  it('loads once within the time to live and again after it expired', async () => {
    const c = clock();
    const cache = createTtlCache(300_000, c.now);
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.get('velvet.localhost:interests', load)).toBe('first');
    c.advance(299_999);
    expect(await cache.get('velvet.localhost:interests', load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(1);
    expect(await cache.get('velvet.localhost:interests', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart, so two sites never see each other’s data', async () => {
    const cache = createTtlCache(300_000, clock().now);
    expect(await cache.get('velvet.localhost:regions', async () => 'velvet')).toBe('velvet');
    expect(await cache.get('herflame.localhost:regions', async () => 'herflame')).toBe('herflame');
    expect(await cache.get('velvet.localhost:regions', async () => 'other')).toBe('velvet');
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createTtlCache(300_000, clock().now);
    const load = vi.fn(async () => 'x');
    const both = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(both).toEqual(['x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const cache = createTtlCache(300_000, clock().now);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });
});
