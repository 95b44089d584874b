/**
 * The scheduled jobs: each with its label, interval, state, last run and error, and next run, and
 * the admin's actions — run now (not while running or paused) and pause or resume.
 */
import type { StaffJob } from '@dating/contract';
import { Badge, Button } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../lib/date-time.ts';
import * as styles from '../../styles.css.ts';
import * as own from './outbox.css.ts';

const TONE = { paused: 'danger', running: 'accent', due: 'neutral', waiting: 'neutral' } as const;

/** The largest whole unit of an interval: 15 s, 1 min, 24 h. */
function every(ms: number): { key: string; count: number } {
  if (ms % 3_600_000 === 0 && ms >= 3_600_000) return { key: 'jobs.everyHours', count: ms / 3_600_000 };
  if (ms % 60_000 === 0 && ms >= 60_000) return { key: 'jobs.everyMinutes', count: ms / 60_000 };
  return { key: 'jobs.everySeconds', count: Math.round(ms / 1000) };
}

/** A job's label in the staff member's language; a job added by a deployment shows its name. */
export function useJobLabel() {
  const { t, i18n } = useTranslation();
  return (name: string) => (i18n.exists(`jobs.names.${name}`) ? t(`jobs.names.${name}`) : name);
}

export function JobTable({ jobs, busy }: { jobs: readonly StaffJob[]; busy: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const label = useJobLabel();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.tableWrap} tabIndex={0} aria-labelledby="jobs-scheduled">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('jobs.job')}</th>
            <th scope="col">{t('jobs.interval')}</th>
            <th scope="col">{t('jobs.state')}</th>
            <th scope="col">{t('jobs.lastRun')}</th>
            <th scope="col">{t('jobs.nextRun')}</th>
            <th scope="col">{t('jobs.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const interval = job.interval_ms === null ? null : every(job.interval_ms);
            const toggle = job.paused_at ? 'resume' : 'pause';
            return (
              <tr key={job.name} data-job={job.name} data-state={job.state}>
                <td>
                  <span className={own.jobName}>{label(job.name)}</span>
                  <p className={styles.muted}>
                    <code>{job.name}</code>
                  </p>
                </td>
                <td>{interval ? t(interval.key, { count: interval.count }) : t('jobs.unknownJob')}</td>
                <td className={styles.statusBadge}>
                  <Badge tone={TONE[job.state]}>{t(`jobs.states.${job.state}`)}</Badge>
                </td>
                <td>
                  <span className={own.nowrap}>
                    {job.last_run_at ? when(job.last_run_at, 'medium') : t('jobs.never')}
                  </span>
                  {job.last_error ? (
                    <p className={styles.fieldError}>{t('jobs.lastError', { error: job.last_error })}</p>
                  ) : null}
                </td>
                <td>
                  {job.state === 'paused'
                    ? t('jobs.pausedSince', { when: when(job.paused_at ?? job.next_run_at, 'medium') })
                    : job.state === 'running'
                      ? t('jobs.leaseUntil', { when: when(job.next_run_at, 'medium') })
                      : when(job.next_run_at, 'medium')}
                </td>
                <td>
                  <Form method="post" className={`${styles.rowActions} ${own.nowrap}`}>
                    <input type="hidden" name="name" value={job.name} />
                    <Button
                      type="submit"
                      name="intent"
                      value="run"
                      variant="soft"
                      size="small"
                      disabled={busy || job.state === 'running' || job.state === 'paused'}
                      aria-label={t('jobs.runNamed', { job: label(job.name) })}
                    >
                      {t('jobs.run')}
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={toggle}
                      variant="soft"
                      size="small"
                      disabled={busy}
                      aria-label={t(`jobs.${toggle}Named`, { job: label(job.name) })}
                    >
                      {t(`jobs.${toggle}`)}
                    </Button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
