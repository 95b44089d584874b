import { getFixedT } from '@dating/i18n/server';
import { type MailAddressee, brandMail, mailLocale } from './layout.ts';
import type { OutgoingMail } from './mailer.ts';

export type AccountMailKind = 'activation' | 'passwordReset' | 'mailChange' | 'reactivation';

export interface AccountMailInput extends MailAddressee {
  kind: AccountMailKind;
  link: string;
  /** Values for the expiry sentence (days, minutes, hours, or the reactivation deadline's date). */
  expiry: Record<string, number | string>;
  /** The member's unsubscribe link for the footer, and the List-Unsubscribe headers (RFC 8058). */
  unsubscribe?: { label: string; link: string };
  headers?: Record<string, string>;
}

export async function accountMail(input: AccountMailInput): Promise<OutgoingMail> {
  const locale = mailLocale(input.locale);
  const t = await getFixedT(locale, 'mail');
  const brand = input.site.brand.name;
  const k = input.kind;
  const subject = t(`${k}.subject`, { brand });
  return brandMail({
    site: input.site,
    locale,
    subject,
    to: input.to,
    mailName: input.mailName,
    supportEmail: input.supportEmail,
    headers: input.headers,
    greeting: t('greeting', { name: input.name }),
    paragraphs: [t(`${k}.intro`, { brand })],
    action: { label: t(`${k}.action`), link: input.link, fallback: t('linkFallback') },
    note: `${t(`${k}.expiry`, input.expiry)} ${t('ignore')}`,
    footer: t('footer', { brand, supportEmail: input.supportEmail }),
    unsubscribe: input.unsubscribe,
  });
}
