/**
 * The two steps of /directdebit (spec §4 direct debit flow): the mandate (account holder, IBAN,
 * address, mobile number) and the SMS code with "send a new code".
 */
import type { DirectDebitView } from '@dating/contract';
import { Form, useNavigation } from '@remix-run/react';
import { Alert, Button, Stack, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../lib/api-action.ts';
import { useRootData } from '../../lib/root-data.ts';
import { FormError, useFieldErrors } from '../FormError.tsx';

/** Whether the form with this intent is being sent. */
function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

export function DirectDebitMandateForm({
  total,
  code,
  ended,
  result,
}: {
  total: string;
  code: string | null;
  ended: boolean;
  result?: ActionResult;
}) {
  const { t } = useTranslation();
  const error = useFieldErrors(result, 'start');
  const company = useRootData()?.company.name ?? '';
  const values = result?.intent === 'start' ? (result.values ?? {}) : {};
  const busy = useBusy('start');
  const field = (name: string, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} name={name} defaultValue={values[name] ?? ''} error={error(name)} {...extra} />
  );
  return (
    <Form method="post">
      <Stack gap="medium">
        {ended ? <Alert tone="info">{t('directDebit.ended')}</Alert> : null}
        <FormError result={result} intent="start" />
        {field('holder', t('directDebit.holder'), { autoComplete: 'name' })}
        {field('iban', t('directDebit.iban'), {
          autoComplete: 'off',
          spellCheck: 'false',
          autoCapitalize: 'characters',
        })}
        {field('street', t('directDebit.street'), { autoComplete: 'address-line1' })}
        {field('postcode', t('directDebit.postcode'), { autoComplete: 'postal-code' })}
        {field('city', t('directDebit.city'), { autoComplete: 'address-level2' })}
        {field('mobile', t('directDebit.mobile'), {
          type: 'tel',
          autoComplete: 'tel',
          hint: t('directDebit.mobileHint'),
        })}
        {code ? <input type="hidden" name="discount_code" value={code} /> : null}
        <p>{t('directDebit.mandate', { company, total })}</p>
        <Button type="submit" name="intent" value="start" loading={busy}>
          {t('directDebit.sendCode')}
        </Button>
      </Stack>
    </Form>
  );
}

export function DirectDebitCodeForm({
  pending,
  result,
}: {
  pending: DirectDebitView;
  result?: ActionResult;
}) {
  const { t } = useTranslation();
  const error = useFieldErrors(result, 'code');
  const busy = useBusy('code');
  return (
    <Stack gap="medium">
      <p>{t('directDebit.codeSent', { mobile: pending.mobile, iban: pending.iban })}</p>
      <Form method="post">
        <Stack gap="medium">
          {/* A wrong code is told at the field (with the tries left), not twice. */}
          <FormError result={result?.fields ? undefined : result} intent="code" />
          <TextField
            label={t('directDebit.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            error={error('code')}
          />
          <Button type="submit" name="intent" value="code" loading={busy}>
            {t('directDebit.confirm')}
          </Button>
        </Stack>
      </Form>
      <Form method="post">
        <Stack gap="small">
          <FormError result={result} intent="resend" />
          {result?.intent === 'resend' && result.done ? (
            <Alert tone="positive" role="status">
              {t('directDebit.resent', { mobile: pending.mobile })}
            </Alert>
          ) : null}
          {pending.resend_after === null ? (
            <p>{t('directDebit.noMoreCodes')}</p>
          ) : (
            <Button
              type="submit"
              name="intent"
              value="resend"
              variant="soft"
              size="small"
              loading={useBusy('resend')}
            >
              {t('directDebit.resend')}
            </Button>
          )}
        </Stack>
      </Form>
    </Stack>
  );
}
