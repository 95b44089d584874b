/**
 * E-mail notifications (spec §3 preference keys, §4 disabled reasons): the member's effective
 * preferences, and when each notification e-mail is due (docs/decisions/0028).
 */
import { type Instant, toMs } from './calendar.ts';

/** Spec §3: the e-mail preference keys, in the order the settings screen shows them. */
export const EMAIL_PREFERENCE_KEYS = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
/** Spec §3: one e-mail preference key. */
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

/**
 * docs/decisions/0028: a key the member never touched takes this value. Promotions and news are
 * marketing, which needs the member's opt-in (ePrivacy Art. 13), so they start off; the mails
 * about the member's own conversations, likes and reminders start on.
 */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: false,
  weekly_updates: true,
  news: false,
  reminders: true,
};

export function isEmailPreferenceKey(key: string): key is EmailPreferenceKey {
  return (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(key);
}

/** The member's preferences: what they stored, the defaults for the rest (stray keys dropped). */
export function effectiveEmailPreferences(stored: Readonly<Record<string, unknown>>): EmailPreferences {
  const out = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const key of EMAIL_PREFERENCE_KEYS) {
    const value = stored[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** The notification e-mails that go out (each governed by one preference key). */
export const NOTIFICATION_MAIL_KINDS = [
  'new_conversation',
  'new_message',
  'like',
  'unread_reminder',
  'weekly_update',
] as const;
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

/** The preference key that switches each notification e-mail off. */
export const MAIL_KIND_PREFERENCE: Record<NotificationMailKind, EmailPreferenceKey> = {
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
  like: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * docs/decisions/0028: the least time between two e-mails of one kind to one member. New
 * messages are batched into one mail per 15 minutes; a reminder of unread messages waits until
 * they are a day old and comes at most every 3 days; the weekly update weekly. New
 * conversations and likes go at the next scheduler round (they are summarised per round).
 */
export const NOTIFICATION_MAIL_SPACING_MS: Record<NotificationMailKind, number> = {
  new_conversation: 0,
  new_message: 15 * MINUTE_MS,
  like: 0,
  unread_reminder: 3 * DAY_MS,
  weekly_update: 7 * DAY_MS,
};

/** docs/decisions/0028: unread messages this old are worth a reminder. */
export const UNREAD_REMINDER_AGE_MS = DAY_MS;

/**
 * docs/decisions/0028: without an earlier mail of a kind, events this far back still count
 * (a member's first mail does not summarise their whole history).
 */
export const NOTIFICATION_LOOKBACK_MS = DAY_MS;

/**
 * Spec §3/§4: whether a member may get a notification e-mail of this kind at all: real members
 * (not fictional, not pending deletion) with a confirmed address, no disabled reason (fbl,
 * bounce, listunsubscribe stop every notification e-mail) and the kind's preference on.
 */
export function mayMailNotification(
  kind: NotificationMailKind,
  member: {
    status: string;
    fictional: boolean;
    notificationsDisabled: readonly string[];
    emailPreferences: Readonly<Record<string, unknown>>;
  },
): boolean {
  if (member.fictional || member.status !== 'confirmed') return false;
  if (member.notificationsDisabled.length > 0) return false;
  return effectiveEmailPreferences(member.emailPreferences)[MAIL_KIND_PREFERENCE[kind]];
}

/** Whether enough time passed since the last e-mail of this kind to send the next. */
export function notificationMailDue(
  kind: NotificationMailKind,
  lastSentAt: Instant | null,
  now: Instant,
): boolean {
  if (lastSentAt === null) return true;
  return toMs(now) - toMs(lastSentAt) >= NOTIFICATION_MAIL_SPACING_MS[kind];
}

/**
 * From when events count for the next e-mail of a kind: after the last one of that kind, and
 * never further back than the lookback.
 */
export function notificationWindowStart(lastSentAt: Instant | null, now: Instant): Date {
  const floor = toMs(now) - NOTIFICATION_LOOKBACK_MS;
  return new Date(lastSentAt === null ? floor : Math.max(floor, toMs(lastSentAt)));
}

/**
 * Spec §4 "turn e-mails back on": the member may clear a spam complaint (fbl) or an unsubscribe
 * themselves; a bounce stays until the address changes.
 */
export function reasonsAfterReEnable(reasons: readonly string[]): string[] {
  return reasons.filter((r) => r === 'bounce');
}

/** docs/decisions/0028: a first reminder covers unread messages up to a week older than the reminder age. */
export const UNREAD_REMINDER_FIRST_WINDOW_MS = 7 * DAY_MS;

/**
 * Which unread messages a reminder is about: those a day old or older that no earlier reminder
 * covered (each unread message is reminded of once; a reminder at T covered up to T − 1 day).
 */
export function unreadReminderWindow(lastSentAt: Instant | null, now: Instant): { from: Date; to: Date } {
  const to = toMs(now) - UNREAD_REMINDER_AGE_MS;
  const from =
    lastSentAt === null ? to - UNREAD_REMINDER_FIRST_WINDOW_MS : toMs(lastSentAt) - UNREAD_REMINDER_AGE_MS;
  return { from: new Date(from), to: new Date(to) };
}
