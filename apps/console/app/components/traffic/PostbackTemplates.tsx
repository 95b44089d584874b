/**
 * The postback templates: one form per network to change or remove its template, and one to add
 * a network. Plain forms with an `intent`, so they work without JavaScript.
 */
import type { PostbackTemplates as Templates } from '@dating/contract';
import { Button, Card, Heading, Stack, TextField } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../lib/form-errors.ts';
import * as styles from '../../styles.css.ts';

export interface TemplateFormState {
  network: string;
  values: { network: string; url_template: string } | null;
  errors: FormErrors | null;
}

export function PostbackTemplates({
  data,
  state,
  busy,
}: {
  data: Templates;
  state: TemplateFormState | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const errorOf = (network: string, field: string) => {
    const key = state?.network === network ? state.errors?.fields[field] : undefined;
    return key ? t(key) : undefined;
  };
  const templateOf = (network: string, fallback: string) =>
    state?.network === network && state.values ? state.values.url_template : fallback;
  return (
    <Card>
      <Stack gap="medium">
        <Heading level={2}>{t('postbacks.templatesTitle')}</Heading>
        <p className={styles.muted}>
          {t('postbacks.templatesIntro', { placeholders: data.placeholders.map((p) => `{${p}}`).join(' ') })}
        </p>
        {data.templates.map((tpl) => (
          <Form method="post" key={tpl.network} className={styles.inviteForm} aria-label={tpl.network}>
            <input type="hidden" name="network" value={tpl.network} />
            <TextField
              label={t('postbacks.templateFor', { network: tpl.network })}
              name="url_template"
              defaultValue={templateOf(tpl.network, tpl.url_template)}
              maxLength={data.max_length}
              error={errorOf(tpl.network, 'url_template')}
            />
            <div className={styles.rowActions}>
              <Button type="submit" name="intent" value="save" variant="solid" loading={busy}>
                {t('postbacks.save')}
              </Button>
              <Button type="submit" name="intent" value="delete" variant="critical">
                {t('postbacks.remove')}
              </Button>
            </div>
          </Form>
        ))}
        <Form
          method="post"
          className={styles.inviteForm}
          aria-label={t('postbacks.addTitle')}
          key={data.templates.length}
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="new" value="1" />
          <TextField
            label={t('postbacks.network')}
            name="network"
            autoComplete="off"
            defaultValue={state?.network === '' ? state.values?.network : undefined}
            maxLength={100}
            error={errorOf('', 'network')}
          />
          <TextField
            label={t('postbacks.template')}
            name="url_template"
            autoComplete="off"
            placeholder="https://net.example/pb?click={sub1}&event={event}"
            defaultValue={state?.network === '' ? state.values?.url_template : undefined}
            maxLength={data.max_length}
            error={errorOf('', 'url_template')}
          />
          <Button type="submit" variant="solid" loading={busy}>
            {t('postbacks.add')}
          </Button>
        </Form>
      </Stack>
    </Card>
  );
}
