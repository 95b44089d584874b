/** The page CSP (ADR 0044): scripts by nonce only, style sheets from our origin only. */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security.ts';

const directives = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy('abc'));

  it('allows no inline <style> element and no foreign style sheet', () => {
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'"]);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('runs only scripts with this response’s nonce', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('adds HSTS in production only', () => {
    expect(securityHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(false)['X-Content-Type-Options']).toBe('nosniff');
  });
});
