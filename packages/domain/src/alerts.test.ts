import { describe, expect, it } from 'vitest';
import {
  ALERT_DISMISSAL_TTL_MS,
  activationReminder,
  disabledNotificationsAlert,
  isAlertDismissed,
  isDismissed,
  showProfilePhotoAlert,
  showPushAlert,
} from './alerts.ts';

const due = {
  userStatus: 'not_confirmed',
  profileStatus: 'disabled',
  notificationsDisabled: [] as string[],
  apiSignupFlag: false,
  smartphone: false,
};

describe('§4 Activation reminder', () => {
  it.each<[string, Partial<typeof due>, string | null]>([
    ['not confirmed, disabled profile', {}, 'alert'],
    ['on a smartphone after API signup', { smartphone: true, apiSignupFlag: true }, 'modal'],
    ['on a smartphone without the flag', { smartphone: true }, 'alert'],
    ['on a desktop with the flag', { apiSignupFlag: true }, 'alert'],
    ['confirmed', { userStatus: 'confirmed' }, null],
    ['an active profile', { profileStatus: 'active' }, null],
    ['e-mail disabled (bounce)', { notificationsDisabled: ['bounce'] }, null],
  ])('%s → %s', (_case, patch, expected) => {
    expect(activationReminder({ ...due, ...patch })).toBe(expected);
  });
});

describe('§2 Profile photo alert', () => {
  it.each([
    [null, 'members', true],
    [undefined, 'chats', true],
    [{ filename: 'a.jpg' }, 'members', false],
    [null, 'profile', false],
    [null, 'signup', false],
    [null, 'activate-done', false],
    [null, 'premium', false],
    [null, 'notifications', false],
    [null, 'directdebit', false],
    [null, 'settings', false],
    [null, null, true],
  ])('main image %j on %s → %s', (mainImage, routeId, shown) => {
    expect(showProfilePhotoAlert({ mainImage, routeId })).toBe(shown);
  });
});

describe('§2 Alerts: stored dismissals', () => {
  it.each([
    [null, 100, undefined, false],
    [50, 100, undefined, true],
    [50, 100, 60, true],
    [41, 100, 60, true],
    [40, 100, 60, false],
  ])('dismissed at %s, now %i, ttl %s → %s', (at, now, ttl, dismissed) => {
    expect(isDismissed(at, now, ttl)).toBe(dismissed);
  });

  it.each([
    ['activation', 86_400_000 - 1, true],
    ['activation', 86_400_000, false],
    ['profile_photo', 7 * 86_400_000 - 1, true],
    ['push', 29 * 86_400_000, true],
    ['notifications_disabled', 7 * 86_400_000, false],
  ] as const)('%s dismissed %i ms ago → still dismissed %s', (alert, ago, dismissed) => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isAlertDismissed(alert, now.getTime() - ago, now)).toBe(dismissed);
    expect(isAlertDismissed(alert, null, now)).toBe(false);
  });

  it('has an expiry for every alert', () => {
    expect(Object.keys(ALERT_DISMISSAL_TTL_MS)).toEqual([
      'activation',
      'profile_photo',
      'push',
      'notifications_disabled',
    ]);
  });
});

describe('§2/§4 Push and disabled-notifications alerts', () => {
  it.each([
    ['not_subscribed', true],
    ['subscribed', false],
    ['denied', false],
    ['unsupported', false],
    ['unknown', false],
  ] as const)('push %s → %s', (state, shown) => {
    expect(showPushAlert(state)).toBe(shown);
  });

  it.each([
    [[], null],
    [['listunsubscribe'], 'listunsubscribe'],
    [['fbl', 'listunsubscribe'], 'fbl'],
    [['listunsubscribe', 'bounce', 'fbl'], 'bounce'],
    [['something'], null],
  ])('disabled for %j → %s', (reasons, shown) => {
    expect(disabledNotificationsAlert(reasons)).toBe(shown);
  });
});
