/** The payment list: one row per payment, newest first, each linking to its page. */
import type { StaffPaymentRow } from '@dating/contract';
import { formatMoney, paymentMethodById } from '@dating/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import * as own from './payments.css.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { formatDateTime } from '../../lib/date-time.ts';

export function PaymentTable({ rows, locale }: { rows: StaffPaymentRow[]; locale: string }) {
  const { t } = useTranslation();
  const when = (iso: string) => formatDateTime(locale, iso);
  return (
    <ScrollTable label={t('payments.title')}>
      <thead>
        <tr>
          <th scope="col">{t('payments.id')}</th>
          <th scope="col">{t('payments.when')}</th>
          <th scope="col">{t('payments.member')}</th>
          <th scope="col">{t('payments.brand')}</th>
          <th scope="col">{t('payments.bundle')}</th>
          <th scope="col">{t('payments.method')}</th>
          <th scope="col" className={own.amount}>
            {t('payments.total')}
          </th>
          <th scope="col">{t('payments.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} data-payment={p.id} data-status={p.status}>
            <td>
              <Link to={`/payments/${p.id}`}>#{p.id}</Link>
            </td>
            <td>{when(p.created_at)}</td>
            <td>{p.member_email}</td>
            <td>{p.site_host ?? p.brand_id}</td>
            <td>{t('payments.credits', { count: p.credits })}</td>
            <td>{paymentMethodById(p.method)?.name ?? p.method}</td>
            <td className={own.amount}>{formatMoney(p.total, p.currency, locale)}</td>
            <td className={styles.statusBadge}>
              {t(`payments.statuses.${p.status}`)}
              {p.refunded !== null ? ` (${formatMoney(p.refunded, p.currency, locale)})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
