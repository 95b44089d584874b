/**
 * Alerts for logged-in members (spec §2 Alerts, §4 Activation reminder, E-mail notifications,
 * Push state): when each shows, and when a stored dismissal still holds (docs/decisions/0107).
 */
import { type Instant, toMs } from './calendar.ts';

/** Spec §2: the dismissible alerts. */
export const ALERTS = ['activation', 'profile_photo', 'push', 'notifications_disabled'] as const;
/** Spec §2: one dismissible alert. */
export type AlertId = (typeof ALERTS)[number];

const DAY_MS = 86_400_000;

/**
 * docs/decisions/0107: how long a dismissal holds before the alert may show again. The
 * activation reminder returns daily (unconfirmed members cannot message); the others weekly,
 * push monthly.
 */
export const ALERT_DISMISSAL_TTL_MS = {
  activation: DAY_MS,
  profile_photo: 7 * DAY_MS,
  push: 30 * DAY_MS,
  notifications_disabled: 7 * DAY_MS,
} as const satisfies Record<AlertId, number>;

/**
 * Spec §2: whether a stored dismissal still holds. Without `ttlMs` it never expires (the entry
 * warning, the time-bonus modal); with it, it holds for `ttlMs` from `dismissedAt`.
 */
export function isDismissed(dismissedAt: Instant | null, now: Instant, ttlMs?: number): boolean {
  if (dismissedAt === null) return false;
  return ttlMs === undefined || toMs(now) - toMs(dismissedAt) < ttlMs;
}

/** Spec §2: whether one of the member alerts is dismissed, with its own expiry. */
export function isAlertDismissed(alert: AlertId, dismissedAt: Instant | null, now: Instant): boolean {
  return isDismissed(dismissedAt, now, ALERT_DISMISSAL_TTL_MS[alert]);
}

/**
 * Spec §4 Activation reminder: shown when the account is not_confirmed, the profile is disabled
 * and no notifications are disabled; a 'modal' on smartphones right after an API signup (the
 * query flag), otherwise an 'alert'; null when not shown.
 */
export function activationReminder(input: {
  userStatus: string;
  profileStatus: string;
  notificationsDisabled: readonly string[];
  apiSignupFlag: boolean;
  smartphone: boolean;
}): 'modal' | 'alert' | null {
  const due =
    input.userStatus === 'not_confirmed' &&
    input.profileStatus === 'disabled' &&
    input.notificationsDisabled.length === 0;
  if (!due) return null;
  return input.apiSignupFlag && input.smartphone ? 'modal' : 'alert';
}

/** Spec §2: the route ids where the profile-photo alert never shows. */
export const PROFILE_PHOTO_ALERT_HIDDEN_ROUTES = [
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
] as const;

/** Spec §2: the profile-photo alert shows when there is no main image, except on the routes above. */
export function showProfilePhotoAlert(input: {
  mainImage: unknown;
  routeId: string | null | undefined;
}): boolean {
  if (input.mainImage != null) return false;
  return !(PROFILE_PHOTO_ALERT_HIDDEN_ROUTES as readonly (string | null | undefined)[]).includes(
    input.routeId,
  );
}

/** Spec §4: the states of web push. */
export const PUSH_STATES = ['unknown', 'unsupported', 'not_subscribed', 'subscribed', 'denied'] as const;
/** Spec §4: one push state. */
export type PushState = (typeof PUSH_STATES)[number];

/** Spec §2/§4: the push alert invites a member who could subscribe but has not (not when denied). */
export function showPushAlert(state: PushState): boolean {
  return state === 'not_subscribed';
}

/** Spec §4: why e-mail notifications were disabled. */
export const NOTIFICATION_DISABLE_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
/** Spec §4: one reason. */
export type NotificationDisableReason = (typeof NOTIFICATION_DISABLE_REASONS)[number];

/**
 * Spec §2/§4: the reason the disabled-notifications alert names, or null when e-mail
 * notifications are enabled. A bounce (bad address) comes first: the member must fix it.
 */
export function disabledNotificationsAlert(reasons: readonly string[]): NotificationDisableReason | null {
  const priority: readonly NotificationDisableReason[] = ['bounce', 'fbl', 'listunsubscribe'];
  return priority.find((r) => reasons.includes(r)) ?? null;
}
