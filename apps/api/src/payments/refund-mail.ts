/**
 * The e-mails a member gets about money going back (issue 19 point 4, issue 22, ADR 0086): a
 * refund, a chargeback or a returned direct debit — the amount, the credits taken back, the
 * credits now owed, whether premium ended — and a decline of their refund request with the
 * staff's reason. In the member's language, linking to the payment on /transactions. Sent after
 * the transaction committed; a failure is logged, never undoes what happened.
 */
import type { Db } from '@dating/db';
import { profiles, users } from '@dating/db/schema';
import { formatMoney } from '@dating/domain';
import { type Locale, isLocale } from '@dating/i18n';
import { getFixedT } from '@dating/i18n/server';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../http/env.ts';
import { memberSite, memberSiteOrigin, siteMailSettings } from '../settings/member-site.ts';
import { brandMail } from '../mail/layout.ts';
import type { RefundEffect } from './refund.ts';

export type RefundMailDeps = Pick<
  ApiDeps,
  'db' | 'brands' | 'mailer' | 'publicOrigin' | 'uploadsPrefix' | 'pushPublicKey'
>;

type Translate = Awaited<ReturnType<typeof getFixedT>>;

/** One mail about one payment: its subject and paragraphs, given the member's translator and locale. */
type Compose = (
  t: Translate,
  ctx: { brand: string; locale: Locale },
) => { subject: string; paragraphs: string[] };

async function mailAboutPayment(
  deps: RefundMailDeps,
  memberId: number,
  paymentId: number,
  compose: Compose,
): Promise<void> {
  try {
    const [member] = await recipient(deps.db, memberId);
    const site = member ? memberSite(deps.brands, member.brandId, member.siteHost) : null;
    if (!member || !site || member.fictional) return;
    const settings = await siteMailSettings(deps, site);
    const locale: Locale = isLocale(member.language) ? member.language : 'en';
    const t = await getFixedT(locale, 'mail');
    const brand = site.brand.name;
    const { subject, paragraphs } = compose(t, { brand, locale });
    await deps.mailer.send(
      brandMail({
        site,
        locale,
        subject,
        to: member.email,
        mailName: settings.mail_name,
        supportEmail: settings.support_email,
        greeting: t('greeting', { name: member.name ?? '' }),
        paragraphs,
        action: {
          label: t('refund.action'),
          link: `${memberSiteOrigin(deps, site)}/transactions/${paymentId}`,
          fallback: t('linkFallback'),
        },
        footer: t('footer', { brand, supportEmail: settings.support_email }),
      }),
    );
  } catch (error) {
    console.error(`[mail] refund mail for payment ${paymentId} failed:`, (error as Error).message);
  }
}

export function sendRefundMail(deps: RefundMailDeps, effect: RefundEffect): Promise<void> {
  return mailAboutPayment(deps, effect.memberId, effect.paymentId, (t, { brand, locale }) => {
    const amount = formatMoney(effect.amountMinor, effect.currency, locale);
    const k = `refund.${effect.kind}`;
    return {
      subject: t(`${k}.subject`, { brand, amount }),
      paragraphs: [
        t(`${k}.intro`, { brand, amount }),
        t('refund.credits', { count: effect.creditsTakenBack }),
        ...(effect.creditsOwed > 0 ? [t('refundRequest.owed', { count: effect.creditsOwed })] : []),
        ...(effect.premiumEnded ? [t('refund.premiumEnded')] : []),
      ],
    };
  });
}

/** The member's refund request was declined: the staff's reason, and what stays as it was. */
export function sendRefundDeclinedMail(
  deps: RefundMailDeps,
  input: { memberId: number; paymentId: number; reason: string },
): Promise<void> {
  return mailAboutPayment(deps, input.memberId, input.paymentId, (t, { brand }) => ({
    subject: t('refundRequest.declined.subject', { brand }),
    paragraphs: [
      t('refundRequest.declined.intro', { brand }),
      t('refundRequest.declined.reason', { reason: input.reason }),
      t('refundRequest.declined.kept'),
    ],
  }));
}

const recipient = (db: Db, id: number) =>
  db
    .select({
      email: users.email,
      language: users.language,
      brandId: users.brandId,
      siteHost: users.siteHost,
      fictional: users.fictional,
      name: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
