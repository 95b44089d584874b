/**
 * Console login, step 2: the code of the authenticator app. On first login (or after a reset)
 * the QR code and the secret in text come first, to enrol the app. Works without JavaScript.
 */
import type { StaffLoginState } from '@dating/contract';
import { Button, TextField } from '@dating/ui-kit';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { safeRedirect, staffApi } from '../lib/staff-api.server.ts';
import * as styles from '../styles.css.ts';
import { LoginFrame } from './login.tsx';
import { pageTitle } from '../lib/meta.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('login.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await staffApi<StaffLoginState>(request, context, '/login');
  // No password-stage session (expired, or never logged in): back to the first step.
  if (!answer.ok || !answer.data) throw redirect('/login');
  return { enrolment: answer.data.enrolment };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const answer = await staffApi(request, context, '/login/totp', {
    method: 'POST',
    body: { code: String(form.get('code') ?? '') },
  });
  if (answer.ok)
    return redirect(safeRedirect(String(form.get('redirectTo') ?? '')), { headers: answer.cookies });
  if (answer.status === 401) return redirect('/login');
  return { errors: formErrors(answer.error) };
}

export default function LoginTotp() {
  const { enrolment } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  const errors = data?.errors;
  const fieldError = useFieldError(errors);
  return (
    <LoginFrame>
      <h1>{t(enrolment ? 'totp.enrolTitle' : 'totp.title')}</h1>
      {enrolment ? (
        <>
          <p>{t('totp.enrolIntro')}</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;base64,${btoaUtf8(enrolment.qrSvg)}`}
            alt={t('totp.qrAlt')}
            width={200}
            height={200}
          />
          <p>{t('totp.manual')}</p>
          <p className={styles.secret} data-testid="totp-secret">
            {enrolment.secret}
          </p>
        </>
      ) : (
        <p>{t('totp.intro')}</p>
      )}
      <FormAlert errors={errors} />
      <Form method="post" className={styles.formStack} noValidate>
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <TextField
          label={t('totp.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          required
          hint={t('totp.codeHint')}
          error={fieldError('code')}
        />
        <Button type="submit" variant="solid" loading={busy}>
          {t(enrolment ? 'totp.confirm' : 'totp.submit')}
        </Button>
      </Form>
    </LoginFrame>
  );
}

/** Base64 of text, the same on the server and in the browser (the SVG is ASCII). */
function btoaUtf8(text: string): string {
  return typeof btoa === 'function' ? btoa(text) : Buffer.from(text, 'utf8').toString('base64');
}
