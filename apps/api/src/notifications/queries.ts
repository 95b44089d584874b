/** A member's e-mail notification settings (spec §3 e-mail preference keys, §4 notifications disabled). */
import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import {
  NOTIFICATION_DISABLE_REASONS,
  type NotificationDisableReason,
  effectiveEmailPreferences,
} from '@dating/domain';
import { and, eq } from 'drizzle-orm';
import { verifyUnsubscribeSignature } from '../mail/unsubscribe.ts';

const knownReasons = (reasons: readonly string[]) =>
  reasons.filter((r): r is NotificationDisableReason =>
    (NOTIFICATION_DISABLE_REASONS as readonly string[]).includes(r),
  );

export interface NotificationSettings {
  preferences: ReturnType<typeof effectiveEmailPreferences>;
  disabled: NotificationDisableReason[];
}

/** The eight preferences (defaults filled in) and why e-mail is off, if it is; null for no such member. */
export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettings | null> {
  const [row] = await db
    .select({ preferences: users.emailPreferences, disabled: users.notificationsDisabled })
    .from(users)
    .where(eq(users.id, userId));
  return row
    ? { preferences: effectiveEmailPreferences(row.preferences), disabled: knownReasons(row.disabled) }
    : null;
}

/** What an unsubscribe link shows: whether it switched e-mail off, and the address half hidden. */
export interface UnsubscribeState {
  unsubscribed: boolean;
  email: string;
}

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
};

export const unsubscribeStateOf = (row: {
  email: string;
  disabled: readonly string[];
}): UnsubscribeState => ({
  unsubscribed: row.disabled.includes('listunsubscribe'),
  email: maskEmail(row.email),
});

/** A signed unsubscribe link (RFC 8058): its member id `u` and signature `s`. */
export interface UnsubscribeLink {
  u: string;
  s: string;
}

/**
 * The member a signed link is for, on this brand: `invalid_signature` for a forged or altered
 * link (a reason outside the catalogue, kept as it was answered before; ADR 0048), `not_found`
 * for no such member.
 */
export async function linkMember(
  db: Db,
  input: { link: UnsubscribeLink; brandId: string; secret: string },
): Promise<
  | { ok: true; member: { id: number; email: string; disabled: string[] } }
  | { ok: false; reason: 'invalid_signature' | 'not_found' }
> {
  const userId = Number(input.link.u);
  if (!verifyUnsubscribeSignature(input.secret, userId, input.link.s)) {
    return { ok: false, reason: 'invalid_signature' };
  }
  const [row] = await db
    .select({ id: users.id, email: users.email, disabled: users.notificationsDisabled })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.brandId, input.brandId)));
  return row ? { ok: true, member: { ...row, id: Number(row.id) } } : { ok: false, reason: 'not_found' };
}
