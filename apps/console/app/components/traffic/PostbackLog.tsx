/**
 * The postbacks sent, newest first: the network, the event, the URL, the state and every attempt
 * (status code or error, when, how long); a pending or failed one can be sent now.
 */
import type { PostbackRow } from '@dating/contract';
import { Badge, Button } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../styles.css.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { formatDateTime } from '../../lib/date-time.ts';

const TONE = { delivered: 'accent', pending: 'neutral', failed: 'danger' } as const;

export function PostbackLog({ rows, locale }: { rows: readonly PostbackRow[]; locale: string }) {
  const { t } = useTranslation();
  const when = (iso: string) => formatDateTime(locale, iso, 'medium');
  return (
    <ScrollTable label={t('postbacks.logTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('postbacks.created')}</th>
          <th scope="col">{t('postbacks.network')}</th>
          <th scope="col">{t('postbacks.event')}</th>
          <th scope="col">{t('postbacks.url')}</th>
          <th scope="col">{t('postbacks.status')}</th>
          <th scope="col">{t('postbacks.attempts')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-postback={row.id} data-status={row.status}>
            <td>{when(row.created_at)}</td>
            <td>{row.network}</td>
            <td>{t(`postbacks.events.${row.event}`)}</td>
            <td className={styles.code}>{row.url}</td>
            <td>
              <Badge tone={TONE[row.status]}>{t(`postbacks.statuses.${row.status}`)}</Badge>
              {row.next_attempt_at ? (
                <p className={styles.muted}>
                  {t('postbacks.nextAttempt', { when: when(row.next_attempt_at) })}
                </p>
              ) : null}
              {row.status === 'delivered' ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <input type="hidden" name="id" value={row.id} />
                  <Button type="submit" variant="soft" size="small">
                    {t('postbacks.sendNow')}
                  </Button>
                </Form>
              )}
            </td>
            <td>
              {row.attempts.length === 0 ? (
                t('postbacks.noAttempts')
              ) : (
                <ol className={styles.attemptList}>
                  {row.attempts.map((a) => (
                    <li key={a.attempt}>
                      {when(a.attempted_at)} — {a.status_code ?? '—'}
                      {a.error ? ` (${a.error})` : ''} · {t('postbacks.duration', { ms: a.duration_ms })}
                    </li>
                  ))}
                </ol>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
