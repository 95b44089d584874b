/**
 * An invitation link (/invite/:token): the new staff member chooses a password, then enrols the
 * authenticator at the login's TOTP step. A used or expired link says so.
 */
import { Button, TextField } from '@dating/ui-kit';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { LoginFrame } from './login.tsx';
import { pageTitle } from '../lib/meta.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('invite.pageTitle');

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const answer = await staffApi<{ name: string; email: string }>(
    request,
    context,
    `/invites/${encodeURIComponent(params.token ?? '')}`,
    { cookie: null },
  );
  return { invite: answer.ok ? answer.data : null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('confirm') ?? '')) {
    return { errors: { fields: { confirm: 'fieldErrors.mismatch' } } as ReturnType<typeof formErrors> };
  }
  const answer = await staffApi(request, context, '/invites/accept', {
    method: 'POST',
    body: { token: params.token ?? '', password },
    cookie: null,
  });
  if (answer.ok) return redirect('/login/totp', { headers: answer.cookies });
  return { errors: formErrors(answer.error) };
}

export default function Invite() {
  const { invite } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const errors = data?.errors;
  const fieldError = useFieldError(errors);
  if (!invite) {
    return (
      <LoginFrame>
        <h1>{t('invite.invalidTitle')}</h1>
        <p>{t('invite.invalid')}</p>
      </LoginFrame>
    );
  }
  return (
    <LoginFrame>
      <h1>{t('invite.title', { name: invite.name })}</h1>
      <p>{t('invite.intro', { email: invite.email })}</p>
      <FormAlert errors={errors} />
      <Form method="post" className={styles.formStack} noValidate>
        <input type="hidden" name="username" value={invite.email} autoComplete="username" />
        <TextField
          label={t('invite.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('invite.passwordHint')}
          required
          error={fieldError('password')}
        />
        <TextField
          label={t('invite.confirm')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          error={fieldError('confirm')}
        />
        <Button type="submit" variant="solid" loading={busy}>
          {t('invite.submit')}
        </Button>
      </Form>
    </LoginFrame>
  );
}
