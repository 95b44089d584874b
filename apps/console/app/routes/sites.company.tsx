/**
 * The company info (admins; spec §3 Company info, ADR 0069): the company every site names in
 * its legal pages, footer and receipts, the terms version date and the discount offered instead
 * of leaving. "Preview" shows each change old → new without writing; "Save" stores exactly what
 * was previewed; every site shows it from the next page. Works without JavaScript.
 */
import type { CompanyView } from '@dating/contract';
import type { Company } from '@dating/domain';
import { Heading, Stack, TextArea, TextField } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EditPreview, PreviewButton } from '../components/sites/EditPreview.tsx';
import { COMPANY_FIELDS, companyFieldError, companyFromForm } from '../lib/company-form.ts';
import { pageTitle } from '../lib/meta.ts';
import { previewOrSave } from '../lib/settings-edit.server.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';

export const meta = pageTitle('company.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context, 'sites');
  return orThrow(await staffApi<CompanyView>(request, context, '/company'), request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'sites');
  return previewOrSave<Company>(request, context, {
    form: await request.formData(),
    fromForm: companyFromForm,
    previewPath: '/company/preview',
    savePath: '/company',
    page: '/sites/company',
  });
}

export default function CompanyPage() {
  const view = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  // After a refused preview the form keeps what was typed; else it shows the company as it runs.
  const values = (data?.values ?? view.values) as Record<string, unknown>;
  const errors = data?.errors?.fields ?? {};
  const label = (path: string) => t(`company.fields.${path.split('.')[0]}`);
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('company.title')}</Heading>
        <Link to="/sites">{t('sites.title')}</Link>
      </div>
      <p className={styles.muted}>{t('company.intro')}</p>
      <EditPreview result={data} version={view.version} labelOf={label} />
      <Form
        method="post"
        key={JSON.stringify(data?.values ?? view.version)}
        className={styles.formStack}
        aria-label={t('company.title')}
      >
        <input type="hidden" name="intent" value="preview" />
        <div className={styles.formGrid}>
          {COMPANY_FIELDS.map(({ key, kind }) => {
            const error = companyFieldError(errors, key);
            const common = {
              name: key,
              label: t(`company.fields.${key}`),
              hint: t(`company.hints.${key}`, { defaultValue: '' }) || undefined,
              error: error ? t(error) : undefined,
            };
            const value = values[key];
            return kind === 'list' ? (
              <TextArea
                key={key}
                {...common}
                rows={Math.max(3, (Array.isArray(value) ? value.length : 0) + 1)}
                defaultValue={Array.isArray(value) ? value.join('\n') : ''}
              />
            ) : (
              <TextField
                key={key}
                {...common}
                inputMode={kind === 'number' ? 'numeric' : undefined}
                defaultValue={value === undefined || value === null ? '' : String(value)}
              />
            );
          })}
        </div>
        <PreviewButton />
      </Form>
    </Stack>
  );
}
