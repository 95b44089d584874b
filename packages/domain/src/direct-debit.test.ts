/** Spec §2/§4/§8 direct debit: IBAN and mobile checks, masks, refusals, resend and code rules. */
import { describe, expect, it } from 'vitest';
import {
  DIRECT_DEBIT,
  canResendCode,
  codeAccepted,
  directDebitRefusal,
  maskIban,
  redactIban,
  maskMobile,
  normaliseIban,
  normaliseMobile,
} from './direct-debit.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (s: number) => new Date(NOW.getTime() - s * 1000);

describe('§2 direct debit form', () => {
  it('accepts an IBAN typed with spaces or lower case, and refuses a wrong check digit', () => {
    expect(normaliseIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseIban('NL92ABNA0417164300')).toBeNull();
    expect(normaliseIban('')).toBeNull();
  });

  it('shows an IBAN with its middle hidden', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 •••• •••• •••• 00');
    expect(redactIban('DE89370400440532013000')).toBe('DE****************3000');
    expect(redactIban('DE****************3000')).toBe('DE****************3000');
    expect(redactIban('DE12')).toBe('DE12');
  });

  it('takes a mobile number in the member’s country or international form, not a landline', () => {
    expect(normaliseMobile('06 12345678', 'nl')).toBe('+31612345678');
    expect(normaliseMobile('+49 1512 3456789', 'NL')).toBe('+4915123456789');
    expect(normaliseMobile('020 1234567', 'NL')).toBeNull();
    expect(normaliseMobile('call me', 'NL')).toBeNull();
    expect(maskMobile('+31612345678')).toBe('+31 •••• 5678');
  });
});

describe('§8 direct debit refusals', () => {
  it('blocks a member whose bank returned a debit', () => {
    expect(directDebitRefusal({ returnedDebits: 1, recentDebits: [], now: NOW })).toBe('dd_blocked');
  });

  it(`allows ${DIRECT_DEBIT.maxDebitsPerWindow} debits in ${DIRECT_DEBIT.windowDays} days`, () => {
    const two = [ago(60), ago(86_400)];
    expect(directDebitRefusal({ returnedDebits: 0, recentDebits: two, now: NOW })).toBeNull();
    expect(directDebitRefusal({ returnedDebits: 0, recentDebits: [...two, ago(5)], now: NOW })).toBe(
      'dd_limit_reached',
    );
    const old = [...two, ago(31 * 86_400)];
    expect(directDebitRefusal({ returnedDebits: 0, recentDebits: old, now: NOW })).toBeNull();
  });
});

describe('§4 SMS code', () => {
  it('sends again only after a pause and up to the limit', () => {
    expect(canResendCode({ sends: 1, lastSentAt: ago(31), now: NOW })).toBe(true);
    expect(canResendCode({ sends: 1, lastSentAt: ago(5), now: NOW })).toBe(false);
    expect(canResendCode({ sends: DIRECT_DEBIT.maxSends, lastSentAt: ago(600), now: NOW })).toBe(false);
  });

  it('accepts the right code in time, with spaces, and nothing else', () => {
    const base = { matches: (c: string) => c === '123456', attempts: 0, sentAt: ago(60), now: NOW };
    expect(codeAccepted({ ...base, typed: '123 456' })).toBe(true);
    expect(codeAccepted({ ...base, typed: '654321' })).toBe(false);
    expect(codeAccepted({ ...base, typed: '12345' })).toBe(false);
    expect(codeAccepted({ ...base, typed: '123456', sentAt: ago(11 * 60) })).toBe(false);
    expect(codeAccepted({ ...base, typed: '123456', attempts: DIRECT_DEBIT.maxAttempts })).toBe(false);
  });
});
