/**
 * One discount code (admins): every field but the code itself, and its usage report — who paid
 * with it, when, the order amount and the discount — exportable as CSV.
 */
import type { StaffDiscountCodeView } from '@dating/contract';
import { fromMinorUnits } from '@dating/domain';
import { Alert, Button, Card, Heading, Stack } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CodeFields, codeFormValues } from '../components/codes/CodeFields.tsx';
import { codeFromForm } from '../lib/code-form.server.ts';
import { formErrors } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { formatDateTime } from '../lib/date-time.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.code.code ?? 'Code' }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireArea(request, context, 'codes');
  const code = encodeURIComponent(params.id ?? '');
  return orThrow(await staffApi<StaffDiscountCodeView>(request, context, `/codes/${code}`), request);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireArea(request, context, 'codes');
  const code = encodeURIComponent(params.id ?? '');
  const { values, body } = codeFromForm(await request.formData());
  const saved = await staffApi<StaffDiscountCodeView>(request, context, `/codes/${code}`, {
    method: 'PUT',
    body,
  });
  if (saved.status === 401) orThrow(saved, request);
  return saved.ok
    ? { values: null, errors: null, done: true }
    : { values, errors: formErrors(saved.error), done: false };
}

export default function CodePage() {
  const { code, usage } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const locale = useRootData()?.locale ?? 'en';
  const when = (iso: string) => formatDateTime(locale, iso);
  const money = (minor: number, currency: string) => `${fromMinorUnits(minor, currency)} ${currency}`;
  const done = data?.done ? 'codes.saved' : search.get('created') && !data ? 'codes.created' : null;
  return (
    <Stack gap="large">
      <div className={styles.pageHead}>
        <Heading level={1}>{t('codes.titleOne', { code: code.code })}</Heading>
        <span className={styles.statusBadge}>{t(`codes.statuses.${code.status}`)}</span>
      </div>
      {done ? (
        <Alert tone="positive" role="status">
          {t(done)}
        </Alert>
      ) : null}
      <FormAlert errors={data?.errors} />
      <Card>
        <Form
          method="post"
          className={styles.formStack}
          aria-labelledby="edit-code"
          key={JSON.stringify(code)}
        >
          <Heading level={2} id="edit-code">
            {t('codes.edit')}
          </Heading>
          <CodeFields
            values={data?.values ?? codeFormValues(code)}
            errors={data?.errors?.fields ?? {}}
            isNew={false}
          />
          <div className={styles.rowActions}>
            <Button type="submit" variant="solid" disabled={busy}>
              {t('codes.save')}
            </Button>
          </div>
        </Form>
      </Card>
      <section aria-labelledby="usage" className={styles.formStack}>
        <div className={styles.pageHead}>
          <Heading level={2} id="usage">
            {t('codes.usage', { count: code.uses })}
          </Heading>
          {usage.length > 0 ? (
            <a href={`/codes/${encodeURIComponent(code.code)}/usage.csv`} download>
              {t('codes.exportCsv')}
            </a>
          ) : null}
        </div>
        {usage.length === 0 ? (
          <p className={styles.muted}>{t('codes.unused')}</p>
        ) : (
          <ScrollTable label={t('codes.usageTable')}>
            <thead>
              <tr>
                <th scope="col">{t('codes.usedAt')}</th>
                <th scope="col">{t('codes.member')}</th>
                <th scope="col">{t('codes.payment')}</th>
                <th scope="col">{t('codes.amount')}</th>
                <th scope="col">{t('codes.discount')}</th>
                <th scope="col">{t('codes.total')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.map((u) => (
                <tr key={u.payment_id} data-use={u.user_id}>
                  <td>{when(u.used_at)}</td>
                  <td>
                    {u.member_name ?? '—'} · {u.member_email} (#{u.user_id})
                  </td>
                  <td>#{u.payment_id}</td>
                  <td>{money(u.amount_minor, u.currency)}</td>
                  <td>{money(u.discount_minor, u.currency)}</td>
                  <td>{money(u.total_minor, u.currency)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
    </Stack>
  );
}
