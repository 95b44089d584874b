/** What the payment provider told us about one payment, oldest first: the operator's evidence. */
import type { StaffPaymentDetail } from '@dating/contract';
import { formatMoney } from '@dating/domain';
import { Heading } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { formatDateTime } from '../../lib/date-time.ts';

/** An event's amount, or a dash for one that names none (a provider's decline). */
export const eventAmount = (e: { amount: number | null; currency: string | null }, locale: string) =>
  e.amount !== null && e.currency ? formatMoney(e.amount, e.currency, locale) : '—';

export function ProviderEvents({ events, locale }: { events: StaffPaymentDetail['events']; locale: string }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(locale, iso, 'medium');
  const outcome = (o: string) => (i18n.exists(`payments.outcomes.${o}`) ? t(`payments.outcomes.${o}`) : o);
  return (
    <div>
      <Heading level={2} id="provider-events">
        {t('payments.events')}
      </Heading>
      {events.length === 0 ? (
        <p>{t('payments.noEvents')}</p>
      ) : (
        <ScrollTable label={t('payments.events')}>
          <thead>
            <tr>
              <th scope="col">{t('payments.received')}</th>
              <th scope="col">{t('payments.eventId')}</th>
              <th scope="col">{t('payments.providerStatus')}</th>
              <th scope="col">{t('payments.total')}</th>
              <th scope="col">{t('payments.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td>{when(e.received_at)}</td>
                <td className={styles.code}>{e.event_id}</td>
                <td>{e.status}</td>
                <td>{eventAmount(e, locale)}</td>
                <td>
                  {outcome(e.outcome)}
                  {e.accepted ? '' : ` — ${t('payments.rejected')}`}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
