import { describe, expect, it } from 'vitest';
import {
  canReach,
  DESK_CLAIM_MS,
  DESK_MAX_CLAIMS,
  isStaffErrorCode,
  STAFF_ERROR_CODES,
  STAFF_ROLES,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
  staffRoleSchema,
} from './staff.ts';

const AREAS = [
  'home',
  'account',
  'desk',
  'personas',
  'staff',
  'audit',
  'members',
  'moderation',
  'reports',
  'payments',
  'codes',
  'sites',
  'traffic',
  'dashboard',
  'outbox',
] as const;

describe('what each staff role may open', () => {
  it.each([
    ['admin', AREAS],
    ['operator', ['home', 'account', 'desk']],
    ['support', ['home', 'account', 'members', 'moderation', 'reports', 'payments']],
  ] as const)('%s reaches %j and nothing else', (role, reached) => {
    const areas = AREAS;
    for (const area of areas)
      expect(canReach(role, area)).toBe((reached as readonly string[]).includes(area));
  });

  it('knows the three roles and refuses others', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'operator', 'support']);
    expect(staffRoleSchema.safeParse('operator').success).toBe(true);
    expect(staffRoleSchema.safeParse('root').success).toBe(false);
  });
});

describe('staff timings and reason codes', () => {
  it('ends a session after 30 idle minutes or 12 hours, and lets a claim last 5 minutes, 2 at once', () => {
    expect(STAFF_SESSION_IDLE_MS).toBe(30 * 60_000);
    expect(STAFF_SESSION_ABSOLUTE_MS).toBe(12 * 3_600_000);
    expect(DESK_CLAIM_MS).toBe(5 * 60_000);
    expect(DESK_MAX_CLAIMS).toBe(2);
  });

  it('tells its own reason codes from anything else', () => {
    expect(new Set(STAFF_ERROR_CODES).size).toBe(STAFF_ERROR_CODES.length);
    expect(isStaffErrorCode('claim_taken')).toBe(true);
    expect(isStaffErrorCode('login_failed')).toBe(false);
    expect(isStaffErrorCode(42)).toBe(false);
  });
});
