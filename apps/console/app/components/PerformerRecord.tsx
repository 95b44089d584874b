/**
 * A persona's 2257 records (ADR 0089): the performer record 18 U.S.C. 2257 asks the producer
 * to keep (legal name, other names, date of birth, the identification document examined, the
 * date of production) and the switch of the persona's explicit media, which the API refuses
 * while no record is kept. Plain forms with an `intent`; the page works without JavaScript.
 */
import type { PerformerRecordResponse } from '@dating/contract';
import { PERFORMER_ID_DOCUMENTS } from '@dating/domain';
import { Alert, Button, Card, Heading, Select, Stack, TextArea, TextField } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../lib/form-errors.ts';
import * as styles from '../styles.css.ts';

const FIELDS = ['legal_name', 'date_of_birth', 'id_issuer', 'id_document_number', 'production_date'] as const;

/** The record as the API takes it, from the form. */
export function performerRecordFromForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    legal_name: text('legal_name'),
    other_names: text('other_names'),
    date_of_birth: text('date_of_birth'),
    id_document_type: text('id_document_type'),
    id_document_number: text('id_document_number'),
    id_issuer: text('id_issuer'),
    production_date: text('production_date'),
  };
}

export function PerformerRecord({
  view,
  errors,
  values,
  busy,
}: {
  view: PerformerRecordResponse;
  errors: FormErrors | null;
  /** What was typed, after a refused save. */
  values?: Record<string, string>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const shown: Record<string, string> = values ?? { ...(view.record ?? {}) };
  const error = (name: string) => (errors?.fields[name] ? t(errors.fields[name]) : undefined);
  return (
    <Card>
      <Stack gap="medium">
        <Heading level={2}>{t('records.title')}</Heading>
        <p className={styles.muted}>{t('records.intro')}</p>
        {errors?.form ? (
          <Alert tone="critical" role="alert">
            {t(errors.form.key, errors.form.params)}
          </Alert>
        ) : null}
        <Form method="post" noValidate className={styles.formStack} aria-label={t('records.title')}>
          <input type="hidden" name="intent" value="performer-record" />
          <div className={styles.formGrid}>
            {FIELDS.map((name) => (
              <TextField
                key={name}
                name={name}
                label={t(`records.fields.${name}`)}
                type={name.endsWith('date') || name === 'date_of_birth' ? 'date' : 'text'}
                defaultValue={shown[name] ?? ''}
                error={error(name)}
                autoComplete="off"
              />
            ))}
            <Select
              name="id_document_type"
              label={t('records.fields.id_document_type')}
              defaultValue={shown.id_document_type ?? 'passport'}
              options={PERFORMER_ID_DOCUMENTS.map((d) => ({ value: d, label: t(`records.documents.${d}`) }))}
              error={error('id_document_type')}
            />
          </div>
          <TextArea
            name="other_names"
            label={t('records.fields.other_names')}
            hint={t('records.otherNamesHint')}
            rows={3}
            defaultValue={shown.other_names ?? ''}
            error={error('other_names')}
          />
          <div>
            <Button type="submit" variant="soft" loading={busy}>
              {t('records.save')}
            </Button>
          </div>
        </Form>
        <Heading level={3}>{t('records.explicitTitle')}</Heading>
        <p className={styles.muted}>
          {t(view.explicit_media ? 'records.explicitOn' : 'records.explicitOff')}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="explicit-media" />
          <input type="hidden" name="enabled" value={view.explicit_media ? 'off' : 'on'} />
          <Button type="submit" variant="soft" loading={busy}>
            {t(view.explicit_media ? 'records.explicitDisable' : 'records.explicitEnable')}
          </Button>
        </Form>
      </Stack>
    </Card>
  );
}
