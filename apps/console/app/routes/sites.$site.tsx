/**
 * One site's runtime settings (admins): bundles and prices (and prices for single countries,
 * ADR 0070), payment methods, and the plain settings, in one form. "Preview" shows each change old → new without writing; "Save" stores
 * exactly what was previewed (refused when another admin saved in between). Members get the
 * change on their next request (ADR 0064). Works without JavaScript.
 */
import type { SiteSettingsView } from '@dating/contract';
import type { SiteSettingsEdit } from '@dating/domain';
import { Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AgeAssuranceTable } from '../components/sites/AgeAssuranceTable.tsx';
import { BundlesTable } from '../components/sites/BundlesTable.tsx';
import { CountryPricesTable } from '../components/sites/CountryPricesTable.tsx';
import { EditPreview, PreviewButton } from '../components/sites/EditPreview.tsx';
import { MethodSwitches } from '../components/sites/MethodSwitches.tsx';
import { PlainSettings } from '../components/sites/PlainSettings.tsx';
import { ProviderChoice } from '../components/sites/ProviderChoice.tsx';
import { previewOrSave } from '../lib/settings-edit.server.ts';
import { settingsFromForm } from '../lib/site-settings-form.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.site.host ?? 'Site' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'sites');
  const host = encodeURIComponent(params.site ?? '');
  return orThrow(await staffApi<SiteSettingsView>(request, context, `/sites/${host}`), request);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireArea(request, context, 'sites');
  const host = encodeURIComponent(params.site ?? '');
  return previewOrSave<SiteSettingsEdit>(request, context, {
    form: await request.formData(),
    fromForm: settingsFromForm,
    previewPath: `/sites/${host}/preview`,
    savePath: `/sites/${host}/settings`,
    page: `/sites/${host}`,
  });
}

export default function SiteSettingsPage() {
  const view = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  // After a refused preview the form keeps what was typed; else it shows the site as it runs.
  const values = { ...view.values, ...(data?.values ?? {}) } as Required<SiteSettingsEdit>;
  const errors = data?.errors?.fields ?? {};
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('sites.settingsOf', { host: view.site.host })}</Heading>
        <Link to={`/sites/${view.site.host}/pages`}>{t('sites.legalPages')}</Link>
      </div>
      <p className={styles.muted}>
        {view.site.brand_name} · {view.site.locales.join(', ')} · {view.site.currency}
      </p>
      <EditPreview result={data} version={view.version} />
      <Form method="post" key={JSON.stringify(data?.values ?? view.version)} className={styles.formStack}>
        <input type="hidden" name="intent" value="preview" />
        <BundlesTable bundles={values.bundles} errors={errors} />
        <CountryPricesTable bundles={values.bundles} errors={errors} />
        <MethodSwitches methods={values.payment_methods} error={errors.payment_methods} />
        <ProviderChoice providers={view.providers} served={values.payment_providers} errors={errors} />
        <AgeAssuranceTable setting={values.age_assurance} errors={errors} />
        <PlainSettings values={values} errors={errors} />
        {errors._ ? <p className={styles.fieldError}>{t(errors._)}</p> : null}
        <PreviewButton />
      </Form>
    </Stack>
  );
}
