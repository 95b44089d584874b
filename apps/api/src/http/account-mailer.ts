/** The request's account mailer (account/send-account-mail.ts): its site, origin, IP and settings. */
import type { Context } from 'hono';
import type { AccountMailer } from '../account/send-account-mail.ts';
import { loadSiteSettings } from '../settings/site-settings.ts';
import { clientIp } from './client-ip.ts';
import type { ApiEnv } from './env.ts';
import { siteOrigin } from './site-origin.ts';

export function accountMailerOf(c: Context<ApiEnv>): AccountMailer {
  const deps = c.get('deps');
  let settings: ReturnType<typeof loadSiteSettings> | undefined;
  return {
    mailer: deps.mailer,
    unsubscribeSecret: deps.unsubscribeSecret,
    site: c.get('site'),
    origin: siteOrigin(c),
    ip: clientIp(c),
    settings: () => (settings ??= loadSiteSettings(c)),
  };
}
