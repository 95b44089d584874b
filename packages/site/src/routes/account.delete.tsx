/**
 * /account/delete — deleting the account (spec §4): first what the member could do instead
 * (change the e-mail address, privacy mode, a try-out package, the company's delete discount),
 * then a reason and the current password. Confirming logs out to /account-deleted.
 */
import { dateFormatter } from '@dating/domain';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { DELETION_REASONS, accountDeletionRequestSchema } from '@dating/contract';
import { Button, Card, Heading, Select, Stack, TextArea, TextField } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forwardCookies } from '../context.server.ts';
import { FormError, useFieldErrors } from '../components/FormError.tsx';
import { PageHeading } from '../components/PageHeading.tsx';
import { PrivacySwitch } from '../components/account/PrivacySwitch.tsx';
import { type ActionResult, apiFailure, echoValues, invalidForm } from '../lib/api-action.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { readForm } from '../lib/read-form.server.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const { api } = await requireMember(request, ctx);
  const [alternatives, offer, t] = await Promise.all([
    api.deletionAlternatives(),
    api.bundles(),
    translatorFor(request, ctx),
  ]);
  // The try-out package: the smallest bundle.
  const tryout = [...offer.bundles].sort((a, b) => a.credits - b.credits)[0] ?? null;
  return {
    meta: { title: t('account.delete.title') },
    alternatives,
    tryout,
    currency: offer.currency,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireMember(request, context);
  const form = await readForm(request);
  const values = echoValues(form, ['reason', 'reason_text']);
  const parsed = accountDeletionRequestSchema.safeParse({
    reason: form.get('reason') || undefined,
    reason_text: String(form.get('reason_text') ?? '') || undefined,
    password: String(form.get('password') ?? ''),
  });
  if (!parsed.success) return invalidForm(parsed.error, values);
  try {
    const { data, response } = await api.raw.deleteAccount(parsed.data);
    const headers = forwardCookies(response);
    return redirect(`/account-deleted?until=${encodeURIComponent(data.reactivate_until)}`, { headers });
  } catch (error) {
    return apiFailure(error, values);
  }
}

function Alternative({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="small" align="start">
      <Heading level={3}>{title}</Heading>
      {children}
    </Stack>
  );
}

export default function DeleteAccountPage() {
  const { t, i18n } = useTranslation();
  const { alternatives, tryout, currency } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const fieldError = useFieldErrors(result);
  const discount = alternatives.discount;
  const date = (iso: string) => dateFormatter(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Stack gap="large">
      <PageHeading>{t('account.delete.title')}</PageHeading>
      <p>{t('account.delete.intro')}</p>
      <Card>
        <section aria-labelledby="alternatives-title">
          <Stack gap="large">
            <Heading level={2} id="alternatives-title">
              {t('account.delete.alternativesTitle')}
            </Heading>
            <Alternative title={t('account.delete.emailTitle')}>
              <p>{t('account.delete.emailText')}</p>
              <Button href="/profile#email" variant="soft">
                {t('account.delete.emailAction')}
              </Button>
            </Alternative>
            <Alternative title={t('account.delete.privacyTitle')}>
              <p>{t('account.delete.privacyText')}</p>
              <PrivacySwitch privacy={alternatives.privacy} />
            </Alternative>
            {tryout ? (
              <Alternative title={t('account.delete.tryoutTitle')}>
                <p>
                  {t('account.delete.tryoutText', {
                    credits: tryout.credits,
                    price: formatMoney(tryout.price, currency, i18n.language),
                  })}
                </p>
                <Button href={`/credits/${tryout.tier}`} variant="soft">
                  {t('account.delete.tryoutAction')}
                </Button>
              </Alternative>
            ) : null}
            {discount ? (
              <Alternative title={t('account.delete.discountTitle', { percentage: discount.percentage })}>
                <p>
                  {t('account.delete.discountText', {
                    percentage: discount.percentage,
                    code: discount.code,
                    date: date(discount.expires_at),
                  })}
                </p>
                <Button href={`/credits?code=${encodeURIComponent(discount.code)}`} variant="soft">
                  {t('account.delete.discountAction')}
                </Button>
              </Alternative>
            ) : null}
          </Stack>
        </section>
      </Card>
      <Card>
        <section aria-labelledby="confirm-title">
          <Stack gap="medium">
            <Heading level={2} id="confirm-title">
              {t('account.delete.confirmTitle')}
            </Heading>
            <p>{t('account.delete.confirmText')}</p>
            <FormError result={result} />
            <Form method="post" noValidate>
              <Stack gap="medium">
                <Select
                  label={t('account.delete.reason')}
                  name="reason"
                  required
                  defaultValue={result?.values?.reason ?? ''}
                  error={fieldError('reason')}
                  options={[
                    { value: '', label: t('account.delete.chooseReason') },
                    ...DELETION_REASONS.map((r) => ({ value: r, label: t(`account.reasons.${r}`) })),
                  ]}
                />
                <TextArea
                  label={t('account.delete.reasonText')}
                  name="reason_text"
                  rows={3}
                  maxLength={500}
                  defaultValue={result?.values?.reason_text}
                  error={fieldError('reason_text')}
                />
                <TextField
                  label={t('account.delete.password')}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  error={fieldError('password')}
                />
                <Button type="submit" variant="critical" loading={busy}>
                  {t('account.delete.submit')}
                </Button>
              </Stack>
            </Form>
          </Stack>
        </section>
      </Card>
    </Stack>
  );
}
