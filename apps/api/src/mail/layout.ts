/**
 * The one layout of every e-mail: the brand's colours and name, paragraphs, at most one call to
 * action with its link written out for clients that hide buttons, a footer, and the same words
 * as a plain-text part. Account mails and notification mails fill it with their own texts.
 */
import type { Site } from '@dating/brand';
import { type Locale, isLocale } from '@dating/i18n';
import type { OutgoingMail } from './mailer.ts';

/** Who a mail goes to and from which site: every mail builder's input starts with these. */
export interface MailAddressee {
  site: Site;
  /** The addressee's language; anything that is not one of ours reads English. */
  locale: string;
  to: string;
  name: string;
  /** The sender address and name, from the site's settings. */
  supportEmail: string;
  mailName: string;
}

/** The language a mail is written in. */
export const mailLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

export interface MailContent {
  site: Site;
  locale: string;
  title: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; link: string; fallback: string };
  /** Small print under the action (expiry, "ignore this mail"). */
  note?: string;
  footer: string;
  /** The unsubscribe sentence and link of mails to members (RFC 8058 footer link). */
  unsubscribe?: { label: string; link: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderMail(m: MailContent): { html: string; text: string } {
  const e = escapeHtml;
  const c = m.site.brand.colours;
  const brand = m.site.brand.name;
  const text = [
    m.greeting,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.action ? [`${m.action.label}: ${m.action.link}`, ''] : []),
    ...(m.note ? [m.note, ''] : []),
    '—',
    m.footer,
    ...(m.unsubscribe ? [`${m.unsubscribe.label}: ${m.unsubscribe.link}`] : []),
  ].join('\n');
  const action = m.action
    ? `<p style="padding:8px 0"><a href="${e(m.action.link)}" style="display:inline-block;background:${c.accent};color:${c.onAccent};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${e(m.action.label)}</a></p>`
    : '';
  const note = m.note ? `<p>${e(m.note)}</p>` : '';
  const fallback = m.action
    ? `<p style="font-size:13px;color:${c.textMuted}">${e(m.action.fallback)}<br><a href="${e(m.action.link)}" style="color:${c.accent};word-break:break-all">${e(m.action.link)}</a></p>`
    : '';
  const unsubscribe = m.unsubscribe
    ? `<br><a href="${e(m.unsubscribe.link)}" style="color:${c.textMuted}">${e(m.unsubscribe.label)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${e(m.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(m.title)}</title></head>
<body style="margin:0;padding:24px 12px;background:${c.background};color:${c.text};font-family:${e(m.site.brand.typography.body)}">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:${c.surface};border-radius:12px;padding:24px">
<tr><td style="font-size:22px;font-weight:bold;color:${c.accent};padding-bottom:16px">${e(brand)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>${e(m.greeting)}</p>
${m.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${action}
${note}
${fallback}
</td></tr>
<tr><td style="font-size:12px;color:${c.textMuted};padding-top:16px;border-top:1px solid ${c.accentSoft}">${e(m.footer)}${unsubscribe}</td></tr>
</table></body></html>`;
  return { html, text };
}

/** A whole mail from the site's support address: the layout's two bodies in their envelope. */
export function brandMail(
  m: Omit<MailContent, 'title'> & {
    subject: string;
    to: string;
    mailName: string;
    supportEmail: string;
    headers?: Record<string, string>;
  },
): OutgoingMail {
  const { html, text } = renderMail({ ...m, title: m.subject });
  return {
    siteHost: m.site.domain.host,
    from: { name: m.mailName, address: m.supportEmail },
    to: m.to,
    subject: m.subject,
    text,
    html,
    headers: m.headers,
  };
}
