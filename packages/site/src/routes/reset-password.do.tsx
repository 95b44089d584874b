/**
 * /reset-password/do?token=… — the link of the reset e-mail: choose a new password. A used or
 * expired link says so at once (spec §8) with the way to ask for a new one.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { resetPasswordSchema } from '@dating/contract';
import { PASSWORD_LENGTH } from '@dating/domain';
import { Alert, Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { CardPage } from '../components/CardPage.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { type ActionResult, apiFailure, invalidForm } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const [valid, t] = await Promise.all([
    token ? ctx.api.resetLinkValid(token) : false,
    translatorFor(request, ctx),
  ]);
  return { meta: { title: t('reset.newTitle') }, token, valid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const parsed = resetPasswordSchema.safeParse({
    token: form.get('token') ?? '',
    password: form.get('password') ?? '',
    password_confirm: form.get('password_confirm') ?? '',
  });
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    await context.api.resetPassword(parsed.data);
  } catch (error) {
    return apiFailure(error);
  }
  throw redirect('/login?reset=done');
}

export default function NewPasswordPage() {
  const { t } = useTranslation();
  const { token, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const fieldError = useFieldErrors(result, undefined, {
    min: PASSWORD_LENGTH.min,
    max: PASSWORD_LENGTH.max,
  });
  const busy = useNavigation().state === 'submitting';
  const expired = !valid || result?.error?.code === 'reset_link_invalid';
  return (
    <CardPage title={t('reset.newTitle')}>
      {expired ? (
        <>
          <Alert tone="critical" role="alert">
            {t('errors.reset_link_invalid')}
          </Alert>
          <Button href="/reset-password">{t('reset.requestNew')}</Button>
        </>
      ) : (
        <>
          <FormError result={result} />
          <Form method="post" noValidate>
            <Stack gap="medium">
              <input type="hidden" name="token" value={token} />
              <NewPasswordFields fieldError={fieldError} />
              <Button type="submit" loading={busy}>
                {t('reset.save')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
    </CardPage>
  );
}
