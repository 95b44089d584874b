import { describe, expect, it } from 'vitest';
import { loggedOutSearchAllowed, loginRequiredError, memberAccessError } from './access.ts';

describe('§6 Roles and permissions: visitors', () => {
  it.each([
    ['chat', 'login_required_chat'],
    ['photos', 'login_required_photos'],
    ['like', 'login_required_like'],
    ['gift', 'login_required_gift'],
  ] as const)('%s needs a login → %s', (action, code) => {
    expect(loginRequiredError(action)).toBe(code);
  });

  it.each([
    [true, false, {}, true],
    [false, false, { network: 'n' }, false],
    [false, true, { network: 'n' }, true],
    [false, true, { ref: 'r' }, true],
    [false, true, {}, false],
  ])('logged_out_search %s, _trafficsource %s, tracking %j → %s', (open, withSource, tracking, allowed) => {
    expect(
      loggedOutSearchAllowed(
        { logged_out_search: open, logged_out_search_trafficsource: withSource },
        tracking,
      ),
    ).toBe(allowed);
  });
});

describe('§6 Roles and permissions: blocked members', () => {
  it.each([
    [true, 'blocked_by_member'],
    [false, null],
  ])('blocked %s → %s', (blockedByMember, code) => {
    expect(memberAccessError({ blockedByMember })).toBe(code);
  });
});
