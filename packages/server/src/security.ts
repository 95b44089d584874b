/**
 * Security headers for every response, and an enforced nonce-based Content-Security-Policy
 * for pages (Hydrogen habit; not report-only): inline scripts run only with this request's nonce.
 */
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // vanilla-extract emits .css files and nothing renders a <style> element, so style sheets
    // come from our origin only; style="" attributes (dynamic values: grid widths, map pins,
    // swipe offsets, reel delays) stay allowed, they cannot load or select anything (ADR 0044).
    "style-src 'self'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The preview of a photo picked for upload is a blob: URL of the page's own making; Chromium
    // reports reading it under connect-src (seen in e2e/layout.spec.ts), so blob: is allowed there.
    "connect-src 'self' blob:",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

/**
 * A year of HTTPS-only for the brand's domains and their subdomains (the country subdomains
 * too), sent only in production: the demo network runs on plain http at *.localhost.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(production: boolean): Record<string, string> {
  return production ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS } : SECURITY_HEADERS;
}
