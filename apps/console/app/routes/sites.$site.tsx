/**
 * One site's runtime settings (admins): bundles and prices, payment methods, and the plain
 * settings, in one form. "Preview" shows each change old → new without writing; "Save" stores
 * exactly what was previewed (refused when another admin saved in between). Members get the
 * change on their next request (ADR 0064). Works without JavaScript.
 */
import type { SettingChangeView, SiteSettingsView } from '@dating/contract';
import type { SiteSettingsEdit } from '@dating/domain';
import { Alert, Button, Card, Heading, Stack } from '@dating/ui-kit';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BundlesTable } from '../components/sites/BundlesTable.tsx';
import { ChangeList } from '../components/sites/ChangeList.tsx';
import { MethodSwitches } from '../components/sites/MethodSwitches.tsx';
import { PlainSettings } from '../components/sites/PlainSettings.tsx';
import { type FormErrors, formErrors } from '../lib/form-errors.ts';
import { settingsFromForm } from '../lib/site-settings-form.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.site.host ?? 'Site' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'sites');
  const host = encodeURIComponent(params.site ?? '');
  return orThrow(await staffApi<SiteSettingsView>(request, context, `/sites/${host}`), request);
}

type ActionResult = {
  values: SiteSettingsEdit | null;
  changes: SettingChangeView[] | null;
  errors: FormErrors | null;
};

/** Field errors of the API name `values.<setting>`; the form's fields are the settings. */
function settingErrors(errors: FormErrors): FormErrors {
  return {
    ...errors,
    fields: Object.fromEntries(
      Object.entries(errors.fields).map(([k, v]) => [k.replace(/^values\.?/, '') || '_', v]),
    ),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireArea(request, context, 'sites');
  const host = encodeURIComponent(params.site ?? '');
  const form = await request.formData();
  if (form.get('intent') === 'save') {
    let values: unknown = null;
    try {
      values = JSON.parse(String(form.get('values') ?? ''));
    } catch {
      values = null;
    }
    const saved = await staffApi<{ changes: SettingChangeView[] }>(
      request,
      context,
      `/sites/${host}/settings`,
      {
        method: 'PUT',
        body: { values, version: String(form.get('version') ?? '') },
      },
    );
    if (saved.status === 401) orThrow(saved, request);
    if (!saved.ok) {
      return {
        values: values as SiteSettingsEdit,
        changes: null,
        errors: settingErrors(formErrors(saved.error)),
      } satisfies ActionResult;
    }
    return redirect(`/sites/${host}?saved=${saved.data!.changes.length}`);
  }
  const values = settingsFromForm(form);
  const preview = await staffApi<{ changes: SettingChangeView[] }>(
    request,
    context,
    `/sites/${host}/preview`,
    {
      method: 'POST',
      body: { values },
    },
  );
  if (preview.status === 401) orThrow(preview, request);
  if (!preview.ok)
    return { values, changes: null, errors: settingErrors(formErrors(preview.error)) } satisfies ActionResult;
  return { values, changes: preview.data!.changes, errors: null } satisfies ActionResult;
}

export default function SiteSettingsPage() {
  const view = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  // After a refused preview the form keeps what was typed; else it shows the site as it runs.
  const values = { ...view.values, ...(data?.values ?? {}) } as Required<SiteSettingsEdit>;
  const errors = data?.errors?.fields ?? {};
  const saved = search.get('saved');
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('sites.settingsOf', { host: view.site.host })}</Heading>
        <Link to={`/sites/${view.site.host}/pages`}>{t('sites.legalPages')}</Link>
      </div>
      <p className={styles.muted}>
        {view.site.brand_name} · {view.site.locales.join(', ')} · {view.site.currency}
      </p>
      {saved !== null && !data ? (
        <Alert tone="positive" role="status">
          {Number(saved) > 0 ? t('sites.saved', { count: Number(saved) }) : t('sites.nothingChanged')}
        </Alert>
      ) : null}
      <FormAlert errors={data?.errors} />
      {data?.errors && !data.errors.form ? (
        <Alert tone="critical" role="alert">
          {t('errors.validation_failed')}
        </Alert>
      ) : null}
      {data?.changes ? (
        <Card>
          <Stack gap="medium">
            <Heading level={2}>{t('sites.preview')}</Heading>
            {data.changes.length === 0 ? (
              <p>{t('sites.nothingChanged')}</p>
            ) : (
              <>
                <ChangeList changes={data.changes} />
                <Form method="post" className={styles.rowActions}>
                  <input type="hidden" name="intent" value="save" />
                  <input type="hidden" name="version" value={view.version} />
                  <input type="hidden" name="values" value={JSON.stringify(data.values)} />
                  <Button type="submit" variant="solid" disabled={busy}>
                    {t('sites.save', { count: data.changes.length })}
                  </Button>
                </Form>
              </>
            )}
          </Stack>
        </Card>
      ) : null}
      <Form method="post" key={JSON.stringify(data?.values ?? view.version)} className={styles.formStack}>
        <input type="hidden" name="intent" value="preview" />
        <BundlesTable bundles={values.bundles} errors={errors} />
        <MethodSwitches methods={values.payment_methods} error={errors.payment_methods} />
        <PlainSettings values={values} errors={errors} />
        {errors._ ? <p className={styles.fieldError}>{t(errors._)}</p> : null}
        <div className={styles.rowActions}>
          <Button type="submit" variant="solid" disabled={busy}>
            {t('sites.showPreview')}
          </Button>
        </div>
      </Form>
    </Stack>
  );
}
