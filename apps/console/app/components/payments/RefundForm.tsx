/**
 * The refund of one payment: the amount (the whole payment by default), a reason for the audit
 * log, and a confirmation that says what will happen — the money back through the provider, the
 * purchase's credits that are left taken back, premium ended when nothing paid remains. A plain
 * form: works without JavaScript.
 */
import type { StaffPaymentDetail } from '@dating/contract';
import { formatMoney, minorUnitDigits } from '@dating/domain';
import { Button, Checkbox, Heading, Stack, TextArea, TextField } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../lib/form-errors.ts';
import * as own from './payments.css.ts';
import { FormAlert } from '../FormAlert.tsx';

export interface RefundValues {
  amount: string;
  reason: string;
}

export function RefundForm({
  detail,
  locale,
  values,
  errors,
  busy,
}: {
  detail: StaffPaymentDetail;
  locale: string;
  values: RefundValues | null;
  errors: FormErrors | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { payment, member, refundable } = detail;
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  const error = (name: string) =>
    errors?.fields[name] ? t(errors.fields[name], errors.form?.params) : undefined;
  const full = (payment.total / 10 ** minorUnitDigits(payment.currency)).toFixed(
    minorUnitDigits(payment.currency),
  );
  return (
    <section aria-labelledby="refund-heading">
      <Stack gap="medium">
        <Heading level={2} id="refund-heading">
          {t('payments.refund')}
        </Heading>
        <FormAlert errors={errors} />
        <Form method="post" aria-labelledby="refund-heading">
          <Stack gap="medium">
            <TextField
              label={t('payments.refundAmount', { currency: payment.currency })}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={values?.amount ?? full}
              hint={[
                t('payments.refundMax', { amount: money(refundable.max_amount) }),
                refundable.staff_limit !== null
                  ? t('payments.refundLimit', { amount: money(refundable.staff_limit) })
                  : null,
              ]
                .filter(Boolean)
                .join(' ')}
              error={error('amount')}
            />
            <TextArea
              label={t('payments.refundReason')}
              name="reason"
              rows={3}
              maxLength={500}
              required
              defaultValue={values?.reason ?? ''}
              error={error('reason')}
            />
            <div className={own.confirmBox}>
              <Checkbox
                name="confirm"
                value="yes"
                label={t('payments.refundConfirm')}
                hint={[
                  t('payments.refundEffectCredits', { count: Math.min(payment.credits, member.credits) }),
                  t('payments.refundEffectPremium'),
                  t('payments.refundEffectMail'),
                ].join(' ')}
                error={error('confirm')}
              />
            </div>
            <div>
              <Button type="submit" variant="solid" disabled={busy}>
                {t('payments.refundSubmit')}
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </section>
  );
}
