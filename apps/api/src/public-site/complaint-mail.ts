/** The confirmation of a filed complaint: its reference number, in the brand mail layout. */
import type { Site } from '@dating/brand';
import { type Locale, isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { brandMail } from '../mail/layout.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export interface ComplaintMailInput {
  site: Site;
  locale: string;
  to: string;
  name: string;
  reference: string;
  supportEmail: string;
  mailName: string;
  link: string;
}

export async function complaintMail(input: ComplaintMailInput): Promise<OutgoingMail> {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';
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
