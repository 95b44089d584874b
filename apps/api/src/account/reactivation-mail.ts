/**
 * The reactivation link of a pending deletion (spec §4, §8, §9): it works until the domain's
 * deadline, inclusive (ADR 0107), and a new one goes out when the member signs up again with
 * the address — at most once an hour, so the signup form cannot be used to flood a mailbox.
 */
import type { Db } from '@dating/db';
import { reactivationDeadline } from '@dating/domain';
import { tokensSince } from '../auth/email-tokens.ts';
import type { Clock } from '../core/clock.ts';
import { type AccountMailer, sendAccountMail } from './send-account-mail.ts';

export const REACTIVATION_MAIL_INTERVAL_MS = 3_600_000;

/** Tokens are usable while `expires_at > now`; one ms past the deadline makes day 14 inclusive. */
export function reactivationLinkExpiry(deletedAt: Date): Date {
  return new Date(reactivationDeadline(deletedAt).getTime() + 1);
}

/** Mails a fresh link unless one went out within the hour; whether a mail was sent. */
export async function resendReactivationMail(
  db: Db,
  out: AccountMailer,
  account: { userId: number; email: string; name: string; language: string; deletedAt: Date },
  clock: Clock,
): Promise<boolean> {
  const now = clock();
  const recent = await tokensSince(
    db,
    'reactivation',
    { userId: account.userId },
    new Date(now.getTime() - REACTIVATION_MAIL_INTERVAL_MS),
  );
  if (recent > 0) return false;
  await sendAccountMail(
    db,
    out,
    {
      kind: 'reactivation',
      userId: account.userId,
      to: account.email,
      name: account.name,
      language: account.language,
      expiresAt: reactivationLinkExpiry(account.deletedAt),
    },
    clock,
  );
  return true;
}
