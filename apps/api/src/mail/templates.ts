/**
 * The account e-mails (activation, password reset, e-mail change): one layout in the brand's
 * colours with a single call to action, a plain-text part with the same words, texts from the
 * i18n `mail` namespace in the member's language.
 */
import type { Site } from '@dating/brand';
import { type Locale, isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import type { OutgoingMail } from './mailer.ts';

export type AccountMailKind = 'activation' | 'passwordReset' | 'mailChange';

export interface AccountMailInput {
  kind: AccountMailKind;
  site: Site;
  locale: string;
  to: string;
  name: string;
  link: string;
  supportEmail: string;
  mailName: string;
  /** Values for the expiry sentence (days, minutes or hours). */
  expiry: Record<string, number>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function accountMail(input: AccountMailInput): Promise<OutgoingMail> {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';
  const t = await getFixedT(locale, 'mail');
  const brand = input.site.brand.name;
  const c = input.site.brand.colours;
  const k = input.kind;
  const lines = {
    greeting: t('greeting', { name: input.name }),
    intro: t(`${k}.intro`, { brand }),
    action: t(`${k}.action`),
    expiry: t(`${k}.expiry`, input.expiry),
    fallback: t('linkFallback'),
    ignore: t('ignore'),
    footer: t('footer', { brand, supportEmail: input.supportEmail }),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${input.link}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    '—',
    lines.footer,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(t(`${k}.subject`, { brand }))}</title></head>
<body style="margin:0;padding:24px 12px;background:${c.background};color:${c.text};font-family:${e(input.site.brand.typography.body)}">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:${c.surface};border-radius:12px;padding:24px">
<tr><td style="font-size:22px;font-weight:bold;color:${c.accent};padding-bottom:16px">${e(brand)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>${e(lines.greeting)}</p>
<p>${e(lines.intro)}</p>
<p style="padding:8px 0"><a href="${e(input.link)}" style="display:inline-block;background:${c.accent};color:${c.onAccent};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${e(lines.action)}</a></p>
<p>${e(lines.expiry)} ${e(lines.ignore)}</p>
<p style="font-size:13px;color:${c.textMuted}">${e(lines.fallback)}<br><a href="${e(input.link)}" style="color:${c.accent};word-break:break-all">${e(input.link)}</a></p>
</td></tr>
<tr><td style="font-size:12px;color:${c.textMuted};padding-top:16px;border-top:1px solid ${c.accentSoft}">${e(lines.footer)}</td></tr>
</table></body></html>`;
  return {
    siteHost: input.site.domain.host,
    from: { name: input.mailName, address: input.supportEmail },
    to: input.to,
    subject: t(`${k}.subject`, { brand }),
    text,
    html,
  };
}
