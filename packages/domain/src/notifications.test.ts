import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_KEYS,
  NOTIFICATION_LOOKBACK_MS,
  effectiveEmailPreferences,
  isEmailPreferenceKey,
  mayMailNotification,
  notificationMailDue,
  notificationWindowStart,
  reasonsAfterReEnable,
  unreadReminderWindow,
} from './notifications.ts';

const MIN = 60_000;
const DAY = 86_400_000;

describe('§3 e-mail preference keys', () => {
  it('knows the eight keys and nothing else', () => {
    expect(EMAIL_PREFERENCE_KEYS).toHaveLength(8);
    expect(isEmailPreferenceKey('like')).toBe(true);
    expect(isEmailPreferenceKey('spam')).toBe(false);
  });

  it('fills keys the member never touched with the defaults: marketing off, the rest on', () => {
    expect(effectiveEmailPreferences({})).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(DEFAULT_EMAIL_PREFERENCES.promotions).toBe(false);
    expect(DEFAULT_EMAIL_PREFERENCES.news).toBe(false);
    expect(DEFAULT_EMAIL_PREFERENCES.like).toBe(true);
  });

  it('keeps stored booleans and drops stray keys and non-booleans', () => {
    const prefs = effectiveEmailPreferences({ like: false, news: true, stray: true, weekly_updates: 'no' });
    expect(prefs.like).toBe(false);
    expect(prefs.news).toBe(true);
    expect(prefs.weekly_updates).toBe(true);
    expect('stray' in prefs).toBe(false);
  });
});

describe('§4 who may get a notification e-mail', () => {
  interface Member {
    status: string;
    fictional: boolean;
    notificationsDisabled: string[];
    emailPreferences: Record<string, boolean>;
  }
  const member: Member = {
    status: 'confirmed',
    fictional: false,
    notificationsDisabled: [],
    emailPreferences: {},
  };
  it.each<[string, Partial<Member>, boolean]>([
    ['a confirmed real member', {}, true],
    ['a fictional member', { fictional: true }, false],
    ['an unconfirmed address', { status: 'not_confirmed' }, false],
    ['an account pending deletion', { status: 'pending_deletion' }, false],
    ['a bounced address', { notificationsDisabled: ['bounce'] }, false],
    ['after a spam complaint', { notificationsDisabled: ['fbl'] }, false],
    ['after an unsubscribe', { notificationsDisabled: ['listunsubscribe'] }, false],
    ['with the key switched off', { emailPreferences: { new_messages: false } }, false],
  ])('%s → %s', (_c, patch, expected) => {
    expect(mayMailNotification('new_message', { ...member, ...patch })).toBe(expected);
  });
});

describe('spacing and windows (docs/decisions/0028)', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('batches new messages to one mail per 15 minutes', () => {
    expect(notificationMailDue('new_message', null, now)).toBe(true);
    expect(notificationMailDue('new_message', now - 14 * MIN, now)).toBe(false);
    expect(notificationMailDue('new_message', new Date(now - 15 * MIN), now)).toBe(true);
  });
  it('sends new conversations and likes at every round, reminders every 3 days, updates weekly', () => {
    expect(notificationMailDue('like', now, now)).toBe(true);
    expect(notificationMailDue('unread_reminder', now - 2 * DAY, now)).toBe(false);
    expect(notificationMailDue('unread_reminder', now - 3 * DAY, now)).toBe(true);
    expect(notificationMailDue('weekly_update', now - 6 * DAY, now)).toBe(false);
    expect(notificationMailDue('weekly_update', now - 7 * DAY, now)).toBe(true);
  });
  it('counts events since the last mail, never further back than the lookback', () => {
    expect(notificationWindowStart(null, now).getTime()).toBe(now - NOTIFICATION_LOOKBACK_MS);
    expect(notificationWindowStart(now - 5 * MIN, now).getTime()).toBe(now - 5 * MIN);
    expect(notificationWindowStart(new Date(now - 30 * DAY), now).getTime()).toBe(
      now - NOTIFICATION_LOOKBACK_MS,
    );
  });
});

describe('§4 turning e-mails back on', () => {
  it('clears a complaint and an unsubscribe, never a bounce', () => {
    expect(reasonsAfterReEnable(['fbl', 'listunsubscribe'])).toEqual([]);
    expect(reasonsAfterReEnable(['fbl', 'bounce'])).toEqual(['bounce']);
  });
});

describe('unread-message reminders (docs/decisions/0028)', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('covers messages a day old or older, a week back for the first reminder', () => {
    const w = unreadReminderWindow(null, now);
    expect(w.to.getTime()).toBe(now - DAY);
    expect(w.from.getTime()).toBe(now - 8 * DAY);
  });
  it('starts where the previous reminder stopped, so no message is reminded of twice', () => {
    const last = now - 3 * DAY;
    expect(unreadReminderWindow(new Date(last), now).from.getTime()).toBe(last - DAY);
  });
});
