/** Host → site (DESIGN.md §3): brand domains, <brand>.localhost in development, 404 otherwise. */
import { describe, expect, it } from 'vitest';
import { loadBrands } from './load.server.ts';
import { normaliseHost, resolveSite } from './resolve.ts';

const brands = loadBrands();

describe('resolveSite', () => {
  it.each([
    ['velvetdate.example.de', 'velvet', 'velvetdate.example.de'],
    ['VelvetDate.Example.NL:443', 'velvet', 'velvetdate.example.nl'],
    ['velvet.localhost:3000', 'velvet', 'velvetdate.example'],
    ['nl.velvet.localhost:3000', 'velvet', 'velvetdate.example.nl'],
    ['us.velvet.localhost', 'velvet', 'us.velvetdate.example'],
    ['localhost:3000', 'velvet', 'velvetdate.example'],
    ['127.0.0.1:3000', 'velvet', 'velvetdate.example'],
    ['[::1]:3000', 'velvet', 'velvetdate.example'],
  ])('%s → brand %s, domain %s', (host, brand, domain) => {
    const site = resolveSite(brands, host, 'velvet');
    expect(site?.brand.id).toBe(brand);
    expect(site?.domain.host).toBe(domain);
  });

  it.each([
    ['unknown.example'],
    ['nobrand.localhost'],
    ['xx.velvet.localhost'],
    ['a.nl.velvet.localhost'],
    [''],
    [null],
    ['evil.velvetdate.example'],
  ])('%s → null (404)', (host) => {
    expect(resolveSite(brands, host, 'velvet')).toBeNull();
  });

  it('normalises hosts', () => {
    expect(normaliseHost(' Foo.Example:8080 ')).toBe('foo.example');
    expect(normaliseHost(undefined)).toBe('');
  });
});
