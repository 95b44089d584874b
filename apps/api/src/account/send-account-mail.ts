/**
 * Issues a single-use link and sends the account e-mail that carries it. The link points at the
 * site the member is on (same host and scheme as the request), so every brand mails its own
 * domain. The mail is stored with the same `db` as the token (a caller's transaction: both or
 * neither) and leaves through the queue (ADR 0073); a mail that cannot even be built is logged
 * without the link and does not undo the action: the member can ask for it again.
 */
import type { Site } from '@dating/brand';
import type { Settings } from '@dating/contract';
import type { Db } from '@dating/db';
import { dateFormatter } from '@dating/domain';
import type { Clock } from '../core/clock.ts';
import { type TokenPurpose, TOKEN_TTL_MS, issueToken } from '../auth/email-tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountMail, type AccountMailKind } from '../mail/templates.ts';
import { memberUnsubscribe } from '../mail/unsubscribe.ts';

/**
 * Where and how account mails go out, given by the caller (the request, or a job): the site and
 * its public origin for the link, the asker's IP kept with the token, and the settings' sender
 * names, read only when a mail is actually sent.
 */
export interface AccountMailer {
  mailer: Mailer;
  unsubscribeSecret: string;
  site: Site;
  origin: string;
  ip: string | null;
  settings: () => Promise<Pick<Settings, 'support_email' | 'mail_name'>>;
}

const PURPOSE: Record<AccountMailKind, TokenPurpose> = {
  activation: 'activation',
  passwordReset: 'password_reset',
  mailChange: 'mail_change',
  reactivation: 'reactivation',
};
const PATH: Record<AccountMailKind, string> = {
  activation: '/activate',
  passwordReset: '/reset-password/do',
  mailChange: '/mail-change/do',
  reactivation: '/reactivate',
};

export interface AccountMailTo {
  kind: AccountMailKind;
  userId: number;
  to: string;
  name: string;
  language: string;
  /** When the link stops working, if not the purpose's usual TTL (reactivation: the deletion's deadline). */
  expiresAt?: Date;
}

export async function sendAccountMail(
  db: Db,
  out: AccountMailer,
  input: AccountMailTo,
  clock: Clock,
): Promise<void> {
  const token = await issueAccountToken(db, out, input, clock);
  await mailAccountLink(out, input, token, clock, db);
}

/** The single-use token of an account mail, written with `db` (a transaction when the caller has one). */
export function issueAccountToken(
  db: Db,
  out: Pick<AccountMailer, 'ip'>,
  input: AccountMailTo,
  clock: Clock,
): Promise<string> {
  return issueToken(db, {
    userId: input.userId,
    purpose: PURPOSE[input.kind],
    email: input.to,
    ip: out.ip,
    now: clock(),
    expiresAt: input.expiresAt,
  });
}

/**
 * Sends the account mail carrying an issued token's link, stored through `db` when given (the
 * token's transaction); a failure is logged, never thrown.
 */
export async function mailAccountLink(
  out: AccountMailer,
  input: AccountMailTo,
  token: string,
  clock: Clock,
  db?: Db,
): Promise<void> {
  const now = clock();
  const settings = await out.settings();
  const ttl = TOKEN_TTL_MS[PURPOSE[input.kind]];
  const expiry: Record<string, number | string> =
    input.kind === 'reactivation'
      ? { date: formatDeadline(input.expiresAt ?? new Date(now.getTime() + ttl), input.language) }
      : input.kind === 'activation'
        ? { days: Math.round(ttl / 86_400_000) }
        : input.kind === 'passwordReset'
          ? { minutes: Math.round(ttl / 60_000) }
          : { hours: Math.round(ttl / 3_600_000) };
  const mail = await accountMail({
    kind: input.kind,
    site: out.site,
    locale: input.language,
    to: input.to,
    name: input.name,
    link: `${out.origin}${PATH[input.kind]}?token=${encodeURIComponent(token)}`,
    supportEmail: settings.support_email,
    mailName: settings.mail_name,
    expiry,
    ...(await memberUnsubscribe(out.unsubscribeSecret, out.origin, input.userId, input.language)),
  });
  try {
    await out.mailer.send(mail, db);
  } catch (error) {
    console.error(`[mail] ${input.kind} mail to user ${input.userId} failed:`, (error as Error).message);
  }
}

/** The reactivation deadline as the member reads it, in their language (UTC, to the minute). */
function formatDeadline(at: Date, language: string): string {
  return dateFormatter(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}
