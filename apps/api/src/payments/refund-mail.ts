/**
 * The e-mail a member gets when money went back on one of their payments (issue 19 point 4):
 * a refund, a chargeback or a returned direct debit, with the amount, the credits taken back and
 * whether premium ended, in the member's language, linking to the payment on /transactions.
 * Sent after the transaction committed; a failure is logged, never undoes the refund.
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

export async function sendRefundMail(deps: RefundMailDeps, effect: RefundEffect): Promise<void> {
  try {
    const [member] = await recipient(deps.db, effect.memberId);
    const site = member ? memberSite(deps.brands, member.brandId, member.siteHost) : null;
    if (!member || !site || member.fictional) return;
    const settings = await siteMailSettings(deps, site);
    const locale: Locale = isLocale(member.language) ? member.language : 'en';
    const t = await getFixedT(locale, 'mail');
    const brand = site.brand.name;
    const amount = formatMoney(effect.amountMinor, effect.currency, locale);
    const origin = memberSiteOrigin(deps, site);
    const k = `refund.${effect.kind}`;
    await deps.mailer.send(
      brandMail({
        site,
        locale,
        subject: t(`${k}.subject`, { brand, amount }),
        to: member.email,
        mailName: settings.mail_name,
        supportEmail: settings.support_email,
        greeting: t('greeting', { name: member.name ?? '' }),
        paragraphs: [
          t(`${k}.intro`, { brand, amount }),
          t('refund.credits', { count: effect.creditsTakenBack }),
          ...(effect.premiumEnded ? [t('refund.premiumEnded')] : []),
        ],
        action: {
          label: t('refund.action'),
          link: `${origin}/transactions/${effect.paymentId}`,
          fallback: t('linkFallback'),
        },
        footer: t('footer', { brand, supportEmail: settings.support_email }),
      }),
    );
  } catch (error) {
    console.error(`[mail] refund mail for payment ${effect.paymentId} failed:`, (error as Error).message);
  }
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
