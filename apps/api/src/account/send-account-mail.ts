/**
 * Issues a single-use link and sends the account e-mail that carries it. The link points at the
 * site the member is on (same host and scheme as the request), so every brand mails its own
 * domain. A mail that cannot be sent is logged without the link and does not undo the action:
 * the member can ask for it again.
 */
import { dateFormatter } from '@dating/domain';
import type { Context } from 'hono';
import type { Db } from '@dating/db';
import { type TokenPurpose, TOKEN_TTL_MS, issueToken } from '../auth/email-tokens.ts';
import { clientIp } from '../http/client-ip.ts';
import type { ApiEnv } from '../http/env.ts';
import { accountMail, type AccountMailKind } from '../mail/templates.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { memberUnsubscribe } from '../mail/unsubscribe.ts';

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

export async function sendAccountMail(c: Context<ApiEnv>, input: AccountMailTo): Promise<void> {
  const token = await issueAccountToken(c, c.get('deps').db, input);
  await mailAccountLink(c, input, token);
}

/** The single-use token of an account mail, written with `db` (a transaction when the caller has one). */
export function issueAccountToken(c: Context<ApiEnv>, db: Db, input: AccountMailTo): Promise<string> {
  return issueToken(db, {
    userId: input.userId,
    purpose: PURPOSE[input.kind],
    email: input.to,
    ip: clientIp(c),
    now: c.get('deps').now?.() ?? new Date(),
    expiresAt: input.expiresAt,
  });
}

/** Sends the account mail carrying an issued token's link; a failure is logged, never thrown. */
export async function mailAccountLink(
  c: Context<ApiEnv>,
  input: AccountMailTo,
  token: string,
): Promise<void> {
  const deps = c.get('deps');
  const now = deps.now?.() ?? new Date();
  const settings = await loadSiteSettings(c);
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
    site: c.get('site'),
    locale: input.language,
    to: input.to,
    name: input.name,
    link: `${siteOrigin(c)}${PATH[input.kind]}?token=${encodeURIComponent(token)}`,
    supportEmail: settings.support_email,
    mailName: settings.mail_name,
    expiry,
    ...(await memberUnsubscribe(deps.unsubscribeSecret, siteOrigin(c), input.userId, input.language)),
  });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    console.error(`[mail] ${input.kind} mail to user ${input.userId} failed:`, (error as Error).message);
  }
}

export function siteOrigin(c: Context<ApiEnv>): string {
  const url = new URL(c.req.url);
  if (!c.get('deps').trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
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
