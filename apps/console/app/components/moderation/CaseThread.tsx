/**
 * A case's thread (issue 19): internal notes, replies mailed to the complainant and statements of
 * reasons mailed to the member, oldest first, each with who wrote it, when, and where it went.
 */
import type { CaseEntry } from '@dating/contract';
import { Badge } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from './case.css.ts';

export function CaseThread({ entries, when }: { entries: CaseEntry[]; when: (iso: string) => string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p>{t('cases.noEntries')}</p>;
  return (
    <ol className={styles.thread}>
      {entries.map((e) => (
        <li key={e.id} className={styles.entry} data-entry-kind={e.kind}>
          <p className={styles.entryHead}>
            <Badge tone={e.kind === 'note' ? 'neutral' : 'accent'}>{t(`cases.entryKinds.${e.kind}`)}</Badge>
            <span>{t('cases.byWhen', { name: e.staff_name, when: when(e.created_at) })}</span>
          </p>
          {e.to_address ? (
            <p className={styles.entryMeta}>
              {t('cases.mailedTo', { to: e.to_address })}
              {e.subject ? ` — ${e.subject}` : ''}
            </p>
          ) : null}
          {e.details?.decision ? (
            <p className={styles.entryMeta}>
              {t(`cases.decisions.${e.details.decision}`)} · {t(`cases.grounds.${e.details.ground}`)}
              {e.details.explanation ? ` — ${e.details.explanation}` : ''}
            </p>
          ) : null}
          <p className={styles.body}>{e.body}</p>
        </li>
      ))}
    </ol>
  );
}
