import { getFixedT } from '@dating/i18n/server';
import { type MailAddressee, brandMail, mailLocale } from '../mail/layout.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export interface ComplaintMailInput extends MailAddressee {
  reference: string;
  link: string;
}

export async function complaintMail(input: ComplaintMailInput): Promise<OutgoingMail> {
  const locale = mailLocale(input.locale);
  const t = await getFixedT(locale, 'mail');
  const brand = input.site.brand.name;
  const subject = t('complaint.subject', { brand, reference: input.reference });
  return brandMail({
    site: input.site,
    locale,
    subject,
    to: input.to,
    mailName: input.mailName,
    supportEmail: input.supportEmail,
    greeting: t('greeting', { name: input.name }),
    paragraphs: [t('complaint.intro', { brand, reference: input.reference }), t('complaint.next')],
    action: { label: t('complaint.action'), link: input.link, fallback: t('linkFallback') },
    note: t('complaint.quote', { reference: input.reference }),
    // Not the account footer: a visitor without an account can file a complaint.
    footer: t('complaint.footer', { brand, supportEmail: input.supportEmail }),
  });
}
