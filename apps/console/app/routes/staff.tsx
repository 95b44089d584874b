/**
 * Staff management (admins): the list, the invitation form and, per staff member, the role, the
 * disable/enable switch and the TOTP reset. Plain forms with an `intent`: works without JavaScript.
 */
import type { StaffRow } from '@dating/contract';
import { STAFF_ROLES } from '@dating/domain';
import { Alert, Button, Card, Heading, Select, Stack, TextField, visuallyHidden } from '@dating/ui-kit';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '../lib/form-errors.ts';
import { orThrow, requireArea, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { useDateTime } from '../lib/date-time.ts';
import { pageTitle } from '../lib/meta.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('staff.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireArea(request, context, 'staff');
  const list = orThrow(await staffApi<{ staff: StaffRow[] }>(request, context, '/staff'), request);
  return { me, staff: list.staff };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireArea(request, context, 'staff');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (intent === 'invite') {
    const values = {
      email: String(form.get('email') ?? ''),
      name: String(form.get('name') ?? ''),
      role: String(form.get('role') ?? ''),
    };
    const answer = await staffApi<{ staff: StaffRow }>(request, context, '/staff', {
      method: 'POST',
      body: values,
    });
    if (answer.ok)
      return { intent, done: { key: 'staff.invited', email: values.email }, values: null, errors: null };
    return { intent, done: null, values, errors: formErrors(answer.error) };
  }
  const calls: Record<string, { method: string; path: string; body?: unknown; key: string }> = {
    role: {
      method: 'PUT',
      path: `/staff/${encodeURIComponent(id)}/role`,
      body: { role: form.get('role') },
      key: 'staff.roleChanged',
    },
    disable: { method: 'POST', path: `/staff/${encodeURIComponent(id)}/disable`, key: 'staff.disabledDone' },
    enable: { method: 'POST', path: `/staff/${encodeURIComponent(id)}/enable`, key: 'staff.enabledDone' },
    'reset-totp': {
      method: 'POST',
      path: `/staff/${encodeURIComponent(id)}/reset-totp`,
      key: 'staff.totpResetDone',
    },
  };
  const call = calls[intent];
  if (!call) throw new Response('Unknown action', { status: 400 });
  const answer = await staffApi<{ staff: StaffRow }>(request, context, call.path, {
    method: call.method,
    body: call.body,
  });
  if (answer.ok)
    return { intent, done: { key: call.key, email: answer.data!.staff.email }, values: null, errors: null };
  return { intent, done: null, values: null, errors: formErrors(answer.error) };
}

export default function StaffPage() {
  const { me, staff } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const inviteErrors = data?.intent === 'invite' ? data.errors : null;
  const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  const dateTime = useDateTime();
  const when = (iso: string | null) => (iso ? dateTime(iso) : t('staff.never'));
  return (
    <Stack gap="large">
      <Heading level={1}>{t('staff.title')}</Heading>
      {data?.done ? (
        <Alert tone="positive" role="status">
          {t(data.done.key, { email: data.done.email })}
        </Alert>
      ) : null}
      <FormAlert errors={data?.errors} />
      <Card>
        <Stack gap="medium">
          <Heading level={2}>{t('staff.inviteTitle')}</Heading>
          <p className={styles.muted}>{t('staff.inviteIntro')}</p>
          <Form
            method="post"
            className={styles.inviteForm}
            noValidate
            key={data?.done && data.intent === 'invite' ? data.done.email : 'invite'}
          >
            <input type="hidden" name="intent" value="invite" />
            <TextField
              label={t('staff.email')}
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={data?.values?.email}
              required
              error={inviteErrors?.fields.email ? t(inviteErrors.fields.email) : undefined}
            />
            <TextField
              label={t('staff.name')}
              name="name"
              autoComplete="off"
              defaultValue={data?.values?.name}
              required
              error={inviteErrors?.fields.name ? t(inviteErrors.fields.name) : undefined}
            />
            <Select
              label={t('staff.role')}
              name="role"
              options={roleOptions}
              defaultValue={data?.values?.role ?? 'operator'}
              error={inviteErrors?.fields.role ? t(inviteErrors.fields.role) : undefined}
            />
            <Button type="submit" variant="solid" loading={busy}>
              {t('staff.inviteSubmit')}
            </Button>
          </Form>
        </Stack>
      </Card>
      <section aria-labelledby="staff-list">
        <Stack gap="medium">
          <Heading level={2} id="staff-list">
            {t('staff.listTitle')}
          </Heading>
          <ScrollTable labelledBy="staff-list">
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.email')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.status')}</th>
                <th scope="col">{t('staff.lastLogin')}</th>
                <th scope="col">{t('staff.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((row) => {
                const self = row.id === me.id;
                return (
                  <tr key={row.id} data-staff-email={row.email}>
                    <th scope="row">{row.name}</th>
                    <td>{row.email}</td>
                    <td>{t(`roles.${row.role}`)}</td>
                    <td className={styles.statusBadge}>{t(`staff.statuses.${row.status}`)}</td>
                    <td>{when(row.last_login_at)}</td>
                    <td>
                      {self ? (
                        <span className={styles.muted}>{t('staff.you')}</span>
                      ) : (
                        <div className={styles.rowActions}>
                          <Form method="post" className={styles.inlineForm}>
                            <input type="hidden" name="intent" value="role" />
                            <input type="hidden" name="id" value={row.id} />
                            <label htmlFor={`role-${row.id}`} className={visuallyHidden}>
                              {t('staff.roleFor', { name: row.name })}
                            </label>
                            <select
                              id={`role-${row.id}`}
                              name="role"
                              defaultValue={row.role}
                              className={styles.smallSelect}
                              key={row.role}
                            >
                              {roleOptions.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </select>
                            <button type="submit" className={styles.plainButton}>
                              {t('staff.changeRole')}
                            </button>
                          </Form>
                          <Form method="post" className={styles.inlineForm}>
                            <input
                              type="hidden"
                              name="intent"
                              value={row.status === 'disabled' ? 'enable' : 'disable'}
                            />
                            <input type="hidden" name="id" value={row.id} />
                            <button
                              type="submit"
                              className={styles.plainButton}
                              aria-label={t(
                                row.status === 'disabled' ? 'staff.enableFor' : 'staff.disableFor',
                                { name: row.name },
                              )}
                            >
                              {t(row.status === 'disabled' ? 'staff.enable' : 'staff.disable')}
                            </button>
                          </Form>
                          {row.status === 'active' ? (
                            <Form method="post" className={styles.inlineForm}>
                              <input type="hidden" name="intent" value="reset-totp" />
                              <input type="hidden" name="id" value={row.id} />
                              <button
                                type="submit"
                                className={styles.plainButton}
                                aria-label={t('staff.resetTotpFor', { name: row.name })}
                              >
                                {t('staff.resetTotp')}
                              </button>
                            </Form>
                          ) : null}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
        </Stack>
      </section>
    </Stack>
  );
}
