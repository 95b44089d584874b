import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_REASONS,
  complaintReference,
  consentValue,
  isLegalPageSlug,
  isUsSite,
  legalPageForToken,
  optionalCookiesAllowed,
  parseConsent,
} from './public-site.ts';

describe('legal pages', () => {
  it('knows the spec pages and the US statement', () => {
    expect(isLegalPageSlug('terms')).toBe(true);
    expect(isLegalPageSlug('2257')).toBe(true);
    expect(isLegalPageSlug('login')).toBe(false);
  });
  it('maps a short token to its page, case-insensitively, and nothing else', () => {
    expect(legalPageForToken('terms')).toBe('terms');
    expect(legalPageForToken('Privacy')).toBe('privacy');
    expect(legalPageForToken('2257')).toBe('2257');
    expect(legalPageForToken('whatever')).toBeNull();
  });
  it('treats only US sites as US', () => {
    expect(isUsSite('US')).toBe(true);
    expect(isUsSite('GB')).toBe(false);
  });
});

describe('complaints', () => {
  it('has reasons and a padded reference', () => {
    expect(COMPLAINT_REASONS).toContain('refund');
    expect(complaintReference(42)).toBe('C-000042');
    expect(complaintReference(12345678)).toBe('C-12345678');
  });
});

describe('cookie consent', () => {
  it('stores the choice with its day and reads it back', () => {
    const value = consentValue('accepted', new Date('2026-11-23T18:00:00Z'));
    expect(value).toBe('accepted:2026-11-23');
    expect(parseConsent(value)).toEqual({ choice: 'accepted', date: '2026-11-23' });
    expect(parseConsent('rejected:2026-01-02')).toEqual({ choice: 'rejected', date: '2026-01-02' });
  });
  it('asks again for a missing or unreadable value', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
  });
  it('allows optional cookies only after an accept', () => {
    expect(optionalCookiesAllowed('accepted:2026-11-23')).toBe(true);
    expect(optionalCookiesAllowed('rejected:2026-11-23')).toBe(false);
    expect(optionalCookiesAllowed(null)).toBe(false);
  });
});
