/**
 * Issues a single-use link and sends the account e-mail that carries it. The link points at the
 * site the member is on (same host and scheme as the request), so every brand mails its own
 * domain. A mail that cannot be sent is logged without the link and does not undo the action:
 * the member can ask for it again.
 */
import type { Context } from 'hono';
import { type TokenPurpose, TOKEN_TTL_MS, issueToken } from '../auth/email-tokens.ts';
import { clientIp } from '../http/client-ip.ts';
import type { ApiEnv } from '../http/env.ts';
import { accountMail, type AccountMailKind } from '../mail/templates.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';

const PURPOSE: Record<AccountMailKind, TokenPurpose> = {
  activation: 'activation',
  passwordReset: 'password_reset',
  mailChange: 'mail_change',
};
const PATH: Record<AccountMailKind, string> = {
  activation: '/activate',
  passwordReset: '/reset-password/do',
  mailChange: '/mail-change/do',
};

export async function sendAccountMail(
  c: Context<ApiEnv>,
  input: { kind: AccountMailKind; userId: number; to: string; name: string; language: string },
): Promise<void> {
  const deps = c.get('deps');
  const now = deps.now?.() ?? new Date();
  const purpose = PURPOSE[input.kind];
  const ip = clientIp(c);
  const token = await issueToken(deps.db, { userId: input.userId, purpose, email: input.to, ip, now });
  const settings = await loadSiteSettings(c);
  const ttl = TOKEN_TTL_MS[purpose];
  const expiry: Record<string, number> =
    input.kind === 'activation'
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
  });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    console.error(`[mail] ${input.kind} mail to user ${input.userId} failed:`, (error as Error).message);
  }
}

function siteOrigin(c: Context<ApiEnv>): string {
  const url = new URL(c.req.url);
  if (!c.get('deps').trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}
