/** /login — e-mail and password; wrong credentials and lockout show the spec §8 messages. */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react';
import { loginRequestSchema } from '@dating/contract';
import { safeRedirect, sessionCookiePair } from '@dating/domain';
import { hasChosenLocale, isLocale, localeCookie, readLocaleCookie } from '@dating/i18n';
import { Alert, Button, Stack, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { apiWithCookie, forwardCookies } from '../context.server.ts';
import { type ActionResult, apiFailure, invalidForm } from '../lib/api-action.ts';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { CardPage } from '../components/CardPage.tsx';
import { readForm } from '../lib/read-form.server.ts';
import { sessionEnded } from '../lib/session-ended.ts';
import { latestTracking } from '../lib/tracking.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  if ((await ctx.page()).user) throw redirect('/members');
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('login.title') } };
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const form = await readForm(request);
  const parsed = loginRequestSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  const email = String(form.get('email') ?? '');
  if (!parsed.success) return invalidForm(parsed.error, { email });
  try {
    const { data: body, response } = await ctx.api.raw.login({
      ...parsed.data,
      tracking: latestTracking(request, form),
    });
    const headers = forwardCookies(response);
    const secure = new URL(request.url).protocol === 'https:';
    const cookieHeader = request.headers.get('cookie');
    const deviceLocale = readLocaleCookie(cookieHeader);
    if (deviceLocale && hasChosenLocale(cookieHeader)) {
      // A language chosen on this device wins and becomes the account's (ADR 0013)…
      if (body.user?.language !== deviceLocale) {
        const session = sessionCookiePair(response.headers.getSetCookie());
        await apiWithCookie(request, ctx, session)
          .setLanguage(deviceLocale)
          .catch(() => undefined);
      }
    } else if (body.user && isLocale(body.user.language)) {
      // …otherwise the member's stored language follows them to this device.
      headers.append('Set-Cookie', localeCookie(body.user.language, secure));
    }
    throw redirect(safeRedirect(form.get('redirectTo'), new URL(request.url).origin, '/members'), {
      headers,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return apiFailure(error, { email });
  }
}

export default function LoginPage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const fieldError = useFieldErrors(result);
  return (
    <CardPage title={t('login.title')}>
      {params.get('reset') === 'done' ? <Alert tone="positive">{t('reset.done')}</Alert> : null}
      {sessionEnded(params) && !result ? <Alert tone="info">{t('login.sessionEnded')}</Alert> : null}
      <FormError result={result} />
      <Form method="post" noValidate>
        <Stack gap="medium">
          <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? ''} />
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={result?.values?.email}
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
          <Button type="submit" loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Form>
      <a href="/reset-password">{t('login.forgot')}</a>
      <p>
        {t('login.noAccount')} <a href="/signup">{t('nav.signup')}</a>
      </p>
    </CardPage>
  );
}
