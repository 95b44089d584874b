/**
 * The head of a settings editor (a site's settings, the company info): the saved / refused
 * messages and, after "Preview changes", the list of changes old → new with the button that
 * stores exactly them (the previewed values travel as JSON with the version they were read at).
 */
import { Alert, Button, Card, Heading, Stack } from '@dating/ui-kit';
import { Form, useNavigation, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditResult } from '../../lib/settings-edit.server.ts';
import * as styles from '../../styles.css.ts';
import { FormAlert } from '../FormAlert.tsx';
import { ChangeList } from './ChangeList.tsx';

/** The editor form's submit: "Preview changes" (nothing is stored yet). */
export function PreviewButton() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className={styles.rowActions}>
      <Button type="submit" variant="solid" disabled={busy}>
        {t('sites.showPreview')}
      </Button>
    </div>
  );
}

export function EditPreview<V>({
  result,
  version,
  labelOf,
}: {
  result: EditResult<V> | undefined;
  version: string;
  labelOf?: (path: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  const saved = search.get('saved');
  return (
    <>
      {saved !== null && !result ? (
        <Alert tone="positive" role="status">
          {Number(saved) > 0 ? t('sites.saved', { count: Number(saved) }) : t('sites.nothingChanged')}
        </Alert>
      ) : null}
      <FormAlert errors={result?.errors} />
      {result?.errors && !result.errors.form ? (
        <Alert tone="critical" role="alert">
          {t('errors.validation_failed')}
        </Alert>
      ) : null}
      {result?.changes ? (
        <Card>
          <Stack gap="medium">
            <Heading level={2}>{t('sites.preview')}</Heading>
            {result.changes.length === 0 ? (
              <p>{t('sites.nothingChanged')}</p>
            ) : (
              <>
                <ChangeList changes={result.changes} labelOf={labelOf} />
                <Form method="post" className={styles.rowActions}>
                  <input type="hidden" name="intent" value="save" />
                  <input type="hidden" name="version" value={version} />
                  <input type="hidden" name="values" value={JSON.stringify(result.values)} />
                  <Button type="submit" variant="solid" disabled={busy}>
                    {t('sites.save', { count: result.changes.length })}
                  </Button>
                </Form>
              </>
            )}
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
