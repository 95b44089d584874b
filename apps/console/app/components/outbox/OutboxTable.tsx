/**
 * The delivery log: one row per e-mail or text message, newest first, with its site, channel,
 * recipient, subject, state and the error or bounce reason. Bodies never reach the console.
 */
import type { StaffOutboxRow } from '@dating/contract';
import { Badge } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../lib/date-time.ts';
import * as styles from '../../styles.css.ts';
import * as own from './outbox.css.ts';

// Queued is waiting, not wrong: with an error it is being tried again (the reason column says why).
const TONE = {
  queued: 'warning',
  kept: 'neutral',
  sent: 'accent',
  failed: 'danger',
  bounced: 'danger',
} as const;

export function OutboxTable({ rows }: { rows: readonly StaffOutboxRow[] }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.tableWrap} tabIndex={0} aria-label={t('outbox.tableLabel')}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('outbox.when')}</th>
            <th scope="col">{t('outbox.site')}</th>
            <th scope="col">{t('outbox.channel')}</th>
            <th scope="col">{t('outbox.to')}</th>
            <th scope="col">{t('outbox.subject')}</th>
            <th scope="col">{t('outbox.state')}</th>
            <th scope="col">{t('outbox.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-message={row.id} data-state={row.state}>
              <td className={own.nowrap}>{when(row.created_at, 'medium')}</td>
              <td className={own.address}>{row.site_host ?? '—'}</td>
              <td>{t(`outbox.channels.${row.channel}`)}</td>
              <td className={own.address}>{row.to}</td>
              <td>{row.subject || '—'}</td>
              <td className={styles.statusBadge}>
                <Badge tone={TONE[row.state]}>
                  {row.bounce_type ? t(`outbox.bounces.${row.bounce_type}`) : t(`outbox.states.${row.state}`)}
                </Badge>
              </td>
              <td>
                {row.error ?? null}
                {row.bounced_at ? (
                  <>
                    {row.bounce_reason ?? t('outbox.noReason')}
                    <p className={styles.muted}>{when(row.bounced_at, 'medium')}</p>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
