/** Console login, step 1: e-mail and password (then /login/totp). Works without JavaScript. */
import { Button, TextField } from '@dating/ui-kit';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLocation, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/TopBar.tsx';
import { formErrors, useFieldError } from '../lib/form-errors.ts';
import { safeRedirect, staffApi, staffMe } from '../lib/staff-api.server.ts';
import { useRootData } from '../root.tsx';
import * as styles from '../styles.css.ts';
import { pageTitle } from '../lib/meta.ts';
import { FormAlert } from '../components/FormAlert.tsx';

export const meta = pageTitle('login.title');

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Already signed in: straight to the console.
  if (await staffMe(request, context)) throw redirect('/');
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const answer = await staffApi(request, context, '/login', {
    method: 'POST',
    body: { email, password: String(form.get('password') ?? '') },
  });
  if (answer.ok) {
    const next = safeRedirect(String(form.get('redirectTo') ?? ''));
    return redirect(`/login/totp${next === '/' ? '' : `?redirectTo=${encodeURIComponent(next)}`}`, {
      headers: answer.cookies,
    });
  }
  return { email, errors: formErrors(answer.error) };
}

export function LoginFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  return (
    <main className={styles.loginPage}>
      <div className={styles.loginCard}>
        <p className={styles.loginBrand}>{t('product')}</p>
        {children}
      </div>
      <LanguageSwitch
        current={root?.locale ?? 'en'}
        back={location.pathname + location.search}
        onDark={false}
      />
    </main>
  );
}

export default function Login() {
  const { t } = useTranslation();
  const data = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state !== 'idle';
  const errors = data?.errors;
  const fieldError = useFieldError(errors);
  return (
    <LoginFrame>
      <h1>{t('login.title')}</h1>
      <FormAlert errors={errors} />
      <Form method="post" className={styles.formStack} noValidate>
        <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={data?.email}
          required
          error={fieldError('email')}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError('password')}
        />
        <Button type="submit" variant="solid" loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </LoginFrame>
  );
}
