/** /reset-password — asks for the e-mail address and sends a reset link (spec §2, §8). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { resetRequestSchema } from '@dating/contract';
import { Alert, Button, Stack, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { CardPage } from '../components/CardPage.tsx';
import { type ActionResult, apiFailure, echoValues, invalidForm } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request, context);
  return { meta: { title: t('reset.title') } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const values = echoValues(form, ['email']);
  const parsed = resetRequestSchema.safeParse(values);
  if (!parsed.success) return invalidForm(parsed.error, values);
  try {
    const sent = await context.api.requestPasswordReset(parsed.data.email);
    return { done: true, email: sent.email } satisfies ActionResult;
  } catch (error) {
    return apiFailure(error, values);
  }
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const fieldError = useFieldErrors(result);
  const busy = useNavigation().state === 'submitting';
  return (
    <CardPage title={t('reset.title')}>
      {result?.done ? (
        <Alert tone="positive">{t('reset.sent', { email: result.email })}</Alert>
      ) : (
        <>
          <p>{t('reset.intro')}</p>
          <FormError result={result} />
          <Form method="post" noValidate>
            <Stack gap="medium">
              <TextField
                label={t('login.email')}
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={result?.values?.email}
                required
                error={fieldError('email')}
              />
              <Button type="submit" loading={busy}>
                {t('reset.submit')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <a href="/login">{t('reset.backToLogin')}</a>
    </CardPage>
  );
}
