/**
 * The one-click unsubscribe link of every e-mail to a member (RFC 8058, spec §4 reason
 * listunsubscribe): signed per member with an HMAC, so it works without logging in and cannot
 * be made for another member. The List-Unsubscribe header points at the API (mail clients POST
 * there); the footer link at the human page on the site, which asks before it acts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';

const mac = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest();

export function unsubscribeSignature(secret: string, userId: number): string {
  return mac(secret, userId).toString('base64url');
}

export function verifyUnsubscribeSignature(secret: string, userId: number, signature: string): boolean {
  const expected = mac(secret, userId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface UnsubscribeLinks {
  /** The human page (footer link): shows the state and asks before it changes anything. */
  page: string;
  /** The one-click endpoint a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClick: string;
}

export function unsubscribeLinks(origin: string, secret: string, userId: number): UnsubscribeLinks {
  const q = `u=${userId}&s=${unsubscribeSignature(secret, userId)}`;
  return { page: `${origin}/unsubscribe?${q}`, oneClick: `${origin}/api/unsubscribe.php?${q}` };
}

/** RFC 2369 + RFC 8058 headers: the HTTPS one-click link and the marker that a POST does it. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The footer link (in the member's language) and the headers, ready for a mail to a member. */
export async function memberUnsubscribe(secret: string, origin: string, userId: number, language: string) {
  const locale: Locale = isLocale(language) ? language : 'en';
  const t = await getFixedT(locale, 'mail');
  const links = unsubscribeLinks(origin, secret, userId);
  return {
    unsubscribe: { label: t('notify.unsubscribe'), link: links.page },
    headers: unsubscribeHeaders(links),
  };
}
