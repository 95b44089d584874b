/**
 * The actions on a case (issue 19), each a plain form with an `intent` (works without
 * JavaScript): status, assignment, an internal note, a reply mailed to the complainant, and a
 * statement of reasons mailed to the member concerned (EU DSA art. 17).
 */
import type { CaseDetail } from '@dating/contract';
import { CASE_STATUSES, STATEMENT_DECISIONS, STATEMENT_GROUNDS } from '@dating/domain';
import { Button, Card, Heading, Select, Stack, TextArea, TextField } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../lib/form-errors.ts';
import * as styles from './case.css.ts';

interface FormsProps {
  item: CaseDetail;
  /** The refusal of the last submitted form, with its intent. */
  failed: { intent: string; errors: FormErrors } | null;
  busy: boolean;
  /** Changes after each success so that the text boxes start empty again. */
  generation: number;
}

export function CaseForms({ item, failed, busy, generation }: FormsProps) {
  const { t } = useTranslation();
  const err = (intent: string, field: string) =>
    failed?.intent === intent && failed.errors.fields[field] ? t(failed.errors.fields[field]!) : undefined;
  return (
    <Stack gap="large">
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('cases.handling')}</Heading>
          <Form method="post" className={styles.inlineRow}>
            <input type="hidden" name="intent" value="status" />
            <Select
              label={t('cases.status')}
              name="status"
              defaultValue={item.status}
              key={`status-${item.status}`}
              options={CASE_STATUSES.map((s) => ({ value: s, label: t(`cases.statuses.${s}`) }))}
            />
            <Button type="submit" variant="soft" loading={busy}>
              {t('cases.saveStatus')}
            </Button>
          </Form>
          <Form method="post" className={styles.inlineRow}>
            <input type="hidden" name="intent" value="assign" />
            <Select
              label={t('cases.assignee')}
              name="staff_id"
              defaultValue={item.assigned_to ? String(item.assigned_to.id) : ''}
              key={`assign-${item.assigned_to?.id ?? 'none'}`}
              error={err('assign', 'staff_id')}
              options={[
                { value: '', label: t('cases.unassigned') },
                ...item.assignable.map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
            <Button type="submit" variant="soft" loading={busy}>
              {t('cases.assign')}
            </Button>
          </Form>
        </Stack>
      </Card>
      <Card>
        <Form method="post" key={`note-${generation}`}>
          <Stack gap="medium">
            <input type="hidden" name="intent" value="note" />
            <TextArea
              label={t('cases.note')}
              hint={t('cases.noteHint')}
              name="body"
              rows={3}
              error={err('note', 'body')}
            />
            <Button type="submit" variant="soft" loading={busy}>
              {t('cases.addNote')}
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card>
        <Form method="post" key={`reply-${generation}`}>
          <Stack gap="medium">
            <input type="hidden" name="intent" value="reply" />
            <TextArea
              label={t('cases.reply')}
              hint={t('cases.replyHint', { to: item.reply_to })}
              name="body"
              rows={5}
              error={err('reply', 'body')}
            />
            <Button type="submit" variant="solid" loading={busy}>
              {t('cases.sendReply')}
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card>
        <Form method="post" key={`statement-${generation}`}>
          <Stack gap="medium">
            <Heading level={2}>{t('cases.statement')}</Heading>
            <p className={styles.entryMeta}>
              {item.about
                ? t('cases.statementTo', { name: item.about.name, id: item.about.id })
                : t('cases.statementNameMember')}
            </p>
            <input type="hidden" name="intent" value="statement" />
            {item.about ? null : (
              <TextField
                label={t('cases.memberId')}
                name="member_id"
                inputMode="numeric"
                error={err('statement', 'member_id')}
              />
            )}
            <Select
              label={t('cases.decision')}
              name="decision"
              error={err('statement', 'decision')}
              options={STATEMENT_DECISIONS.map((d) => ({ value: d, label: t(`cases.decisions.${d}`) }))}
            />
            <Select
              label={t('cases.ground')}
              name="ground"
              error={err('statement', 'ground')}
              options={STATEMENT_GROUNDS.map((g) => ({ value: g, label: t(`cases.grounds.${g}`) }))}
            />
            <TextArea label={t('cases.facts')} name="facts" rows={3} error={err('statement', 'facts')} />
            <TextArea
              label={t('cases.explanation')}
              hint={t('cases.explanationHint')}
              name="explanation"
              rows={3}
              error={err('statement', 'explanation')}
            />
            <Button type="submit" variant="solid" loading={busy}>
              {t('cases.sendStatement')}
            </Button>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
