/**
 * /complaints (spec §2): a complaint for the operator — reason, message, contact (prefilled for
 * a logged-in member) and optionally what it is about — stored through the API, which mails the
 * reference number; the page then shows the same reference.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { complaintRequestSchema } from '@dating/contract';
import { COMPLAINT_REASONS } from '@dating/domain';
import { Alert, Button, Select, Stack, TextArea, TextField } from '@dating/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { type ActionResult, apiFailure, echoValues, invalidForm } from '../lib/api-action.ts';
import { requestLocale, translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

const FIELDS = ['reason', 'message', 'name', 'email', 'subject'] as const;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const t = await translatorFor(request, ctx);
  // "Report this member" style links pass what the complaint is about.
  const about = new URL(request.url).searchParams.get('about')?.slice(0, 500) ?? '';
  return { meta: { title: t('complaints.title'), description: t('complaints.intro') }, about };
}

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  const values = echoValues(await readForm(request), FIELDS);
  const parsed = complaintRequestSchema.safeParse(values);
  if (!parsed.success) return invalidForm(parsed.error, values);
  try {
    const filed = await ctx.api.fileComplaint({
      ...parsed.data,
      locale: requestLocale(request, ctx),
    });
    return { done: true, email: filed.email, reference: filed.reference };
  } catch (error) {
    return apiFailure(error, values);
  }
}

export default function ComplaintsPage() {
  const { t } = useTranslation();
  const { about } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (ActionResult & { reference?: string }) | undefined;
  const fieldError = useFieldErrors(result);
  const busy = useNavigation().state === 'submitting';
  const user = useRootData()?.user;
  const support = useRootData()?.settings.support_email;
  const done = Boolean(result?.done);
  // The confirmation replaces a long form: start it at the top, where its heading is.
  useEffect(() => {
    if (done) window.scrollTo({ top: 0 });
  }, [done]);
  if (result?.done) {
    return (
      <CardPage title={t('complaints.doneTitle')}>
        <Alert tone="positive" role="status">
          {t('complaints.done', { reference: result.reference, email: result.email })}
        </Alert>
        <p>{t('complaints.doneNext')}</p>
        <a href="/">{t('errorPage.backHome')}</a>
      </CardPage>
    );
  }
  const v = result?.values;
  return (
    <CardPage title={t('complaints.title')}>
      <p>{t('complaints.intro')}</p>
      <p>{t('complaints.support', { email: support })}</p>
      <FormError result={result} />
      <Form method="post" noValidate>
        <Stack gap="medium">
          <Select
            label={t('complaints.reason')}
            name="reason"
            required
            defaultValue={v?.reason ?? ''}
            error={fieldError('reason')}
            options={[
              { value: '', label: t('complaints.choose') },
              ...COMPLAINT_REASONS.map((r) => ({ value: r, label: t(`complaints.reasons.${r}`) })),
            ]}
          />
          <TextArea
            label={t('complaints.message')}
            name="message"
            rows={6}
            required
            maxLength={5000}
            defaultValue={v?.message}
            error={fieldError('message')}
          />
          <TextField
            label={t('complaints.subject')}
            hint={t('complaints.subjectHint')}
            name="subject"
            defaultValue={v?.subject ?? about}
            error={fieldError('subject')}
          />
          <TextField
            label={t('complaints.name')}
            name="name"
            autoComplete="name"
            required
            defaultValue={v?.name ?? user?.profile.name}
            error={fieldError('name')}
          />
          <TextField
            label={t('complaints.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={v?.email ?? user?.email}
            error={fieldError('email')}
          />
          <Button type="submit" loading={busy}>
            {t('complaints.submit')}
          </Button>
        </Stack>
      </Form>
    </CardPage>
  );
}
