/** One payment's facts: who paid what for which bundle, how and when, and the member's state now. */
import type { StaffPaymentDetail } from '@dating/contract';
import { formatMoney, paymentMethodById } from '@dating/domain';
import { FactList } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time.ts';

export function PaymentSummary({ detail, locale }: { detail: StaffPaymentDetail; locale: string }) {
  const { t } = useTranslation();
  const { payment: p, member } = detail;
  const money = (minor: number) => formatMoney(minor, p.currency, locale);
  const when = (iso: string | null) => (iso ? formatDateTime(locale, iso) : '—');
  return (
    <FactList
      facts={[
        { id: 'status', term: t('payments.status'), value: t(`payments.statuses.${p.status}`) },
        { id: 'member', term: t('payments.member'), value: `${member.email} (#${member.id})` },
        {
          id: 'now',
          term: t('payments.memberNow'),
          value: `${t('payments.credits', { count: member.credits })} · ${member.paid ? t('payments.premium') : t('payments.free')}`,
        },
        { id: 'site', term: t('payments.site'), value: p.site_host ?? p.brand_id },
        {
          id: 'bundle',
          term: t('payments.bundle'),
          value: `${p.tier.toUpperCase()} · ${t('payments.credits', { count: p.credits })}`,
        },
        { id: 'method', term: t('payments.method'), value: paymentMethodById(p.method)?.name ?? p.method },
        {
          id: 'amounts',
          term: t('payments.amounts'),
          value: t('payments.amountsValue', {
            price: money(p.price),
            discount: money(p.discount),
            fee: money(p.fee),
            total: money(p.total),
          }),
        },
        ...(p.discount_code
          ? [{ id: 'code', term: t('payments.discountCode'), value: p.discount_code }]
          : []),
        { id: 'provider', term: t('payments.provider'), value: `${p.provider} · ${p.provider_ref ?? '—'}` },
        { id: 'created', term: t('payments.when'), value: when(p.created_at) },
        { id: 'settled', term: t('payments.settled'), value: when(p.settled_at) },
        {
          id: 'premium',
          term: t('payments.madePremium'),
          value: p.made_premium ? t('payments.yes') : t('payments.no'),
        },
      ]}
    />
  );
}
