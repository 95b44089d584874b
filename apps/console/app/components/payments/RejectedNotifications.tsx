/**
 * The provider's notifications about one payment that changed nothing, newest first, and why
 * (ADR 0085): forged, stale, replayed, out of order, for another amount or currency.
 */
import type { StaffPaymentDetail } from '@dating/contract';
import { Heading } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { formatDateTime } from '../../lib/date-time.ts';
import { eventAmount } from './ProviderEvents.tsx';

export function RejectedNotifications({
  rejections,
  locale,
}: {
  rejections: StaffPaymentDetail['rejections'];
  locale: string;
}) {
  const { t, i18n } = useTranslation();
  const reason = (r: string) =>
    i18n.exists(`paymentRejections.reasons.${r}`) ? t(`paymentRejections.reasons.${r}`) : r;
  if (rejections.length === 0) return null;
  return (
    <div>
      <Heading level={2} id="rejected-notifications">
        {t('paymentRejections.title')}
      </Heading>
      <p className={styles.muted}>{t('paymentRejections.hint')}</p>
      <ScrollTable label={t('paymentRejections.title')}>
        <thead>
          <tr>
            <th scope="col">{t('payments.received')}</th>
            <th scope="col">{t('paymentRejections.provider')}</th>
            <th scope="col">{t('payments.eventId')}</th>
            <th scope="col">{t('payments.providerStatus')}</th>
            <th scope="col">{t('payments.total')}</th>
            <th scope="col">{t('paymentRejections.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rejections.map((r, i) => (
            <tr key={`${r.received_at}-${i}`}>
              <td>{formatDateTime(locale, r.received_at, 'medium')}</td>
              <td>{r.provider}</td>
              <td className={styles.code}>{r.event_id ?? '—'}</td>
              <td>{r.status ?? '—'}</td>
              <td>{eventAmount(r, locale)}</td>
              <td>
                {reason(r.reason)}
                {r.detail ? <span className={styles.muted}> ({r.detail})</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
