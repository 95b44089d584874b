import { describe, expect, it } from 'vitest';
import { STAFF_CREDIT_CHANGE_MAX, creditChangeProblem, memberAdminStatus } from './members-admin.ts';

describe('memberAdminStatus', () => {
  it.each([
    [{ accountStatus: 'confirmed', erased: false, banned: false }, 'active'],
    [{ accountStatus: 'not_confirmed', erased: false, banned: false }, 'unactivated'],
    [{ accountStatus: 'pending_deletion', erased: false, banned: false }, 'pending_deletion'],
    [{ accountStatus: 'confirmed', erased: false, banned: true }, 'banned'],
    [{ accountStatus: 'not_confirmed', erased: false, banned: true }, 'banned'],
    [{ accountStatus: 'pending_deletion', erased: true, banned: true }, 'erased'],
  ] as const)('%o is %s', (facts, status) => {
    expect(memberAdminStatus(facts)).toBe(status);
  });
});

describe('creditChangeProblem', () => {
  it('takes a whole change that keeps the balance at or above zero', () => {
    expect(creditChangeProblem(10, 5)).toBeNull();
    expect(creditChangeProblem(10, -10)).toBeNull();
  });
  it('refuses a change below zero, zero, fractions and huge numbers', () => {
    expect(creditChangeProblem(10, -11)).toBe('credits_below_zero');
    expect(creditChangeProblem(10, 0)).toBe('invalid');
    expect(creditChangeProblem(10, 1.5)).toBe('invalid');
    expect(creditChangeProblem(10, STAFF_CREDIT_CHANGE_MAX + 1)).toBe('too_big');
    expect(creditChangeProblem(10 ** 6, -(STAFF_CREDIT_CHANGE_MAX + 1))).toBe('too_big');
  });
});
