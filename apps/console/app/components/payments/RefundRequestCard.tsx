/**
 * One member's refund request in the console (issue 22 point 3, ADR 0086): the payment, the
 * member, whether the bundle is still unused; while open, approve (the whole payment refunded
 * through its provider) or decline with a reason the member reads; once decided, who and why.
 * Plain forms: work without JavaScript.
 */
import type { StaffRefundRequestRow } from '@dating/contract';
import { formatMoney } from '@dating/domain';
import { Alert, Button, Checkbox, FactList, Heading, Stack, TextArea } from '@dating/ui-kit';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time.ts';
import { type FormErrors, useFieldError } from '../../lib/form-errors.ts';
import { FormAlert } from '../FormAlert.tsx';
import * as own from './payments.css.ts';

export function RefundRequestCard({
  row,
  locale,
  errors,
  busy,
}: {
  row: StaffRefundRequestRow;
  locale: string;
  /** The refusal of this card's last decision, if any. */
  errors: FormErrors | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError(errors);
  const heading = `refund-request-${row.id}`;
  const when = (iso: string) => formatDateTime(locale, iso);
  return (
    <section aria-labelledby={heading} className={own.confirmBox} data-refund-request={row.id}>
      <Stack gap="medium">
        <Heading level={2} id={heading}>
          <Link to={`/payments/${row.payment_id}`}>{t('payments.one', { id: row.payment_id })}</Link>
        </Heading>
        <FactList
          facts={[
            { id: 'member', term: t('payments.member'), value: row.member_email },
            { id: 'brand', term: t('payments.brand'), value: row.brand_id },
            { id: 'amount', term: t('payments.total'), value: formatMoney(row.total, row.currency, locale) },
            {
              id: 'bundle',
              term: t('payments.bundle'),
              value: t('payments.credits', { count: row.credits }),
            },
            { id: 'asked', term: t('refundRequests.asked'), value: when(row.created_at) },
            // Whether it is still unused matters while it is open; afterwards the refund itself took credits.
            ...(row.status === 'pending'
              ? [
                  {
                    id: 'unused',
                    term: t('refundRequests.unused'),
                    value: row.unused ? t('payments.yes') : t('payments.no'),
                  },
                ]
              : []),
            ...(row.status !== 'pending'
              ? [
                  {
                    id: 'state',
                    term: t('payments.status'),
                    value: t(`refundRequests.statuses.${row.status}`),
                  },
                  { id: 'by', term: t('payments.by'), value: row.staff_name ?? t('payments.byProvider') },
                  {
                    id: 'decided',
                    term: t('refundRequests.decided'),
                    value: row.decided_at ? when(row.decided_at) : '—',
                  },
                  ...(row.decline_reason
                    ? [{ id: 'reason', term: t('refundRequests.declineReason'), value: row.decline_reason }]
                    : []),
                ]
              : []),
          ]}
        />
        {row.status === 'pending' ? (
          <Stack gap="medium">
            {!row.unused ? <Alert tone="warning">{t('refundRequests.usedSince')}</Alert> : null}
            <FormAlert errors={errors} />
            <Form method="post" aria-label={t('refundRequests.approve')}>
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="intent" value="approve" />
              <Stack gap="small">
                <Checkbox
                  name="confirm"
                  value="yes"
                  label={t('refundRequests.approveConfirm', {
                    amount: formatMoney(row.total, row.currency, locale),
                  })}
                  error={fieldError('confirm')}
                />
                <div>
                  <Button type="submit" variant="solid" disabled={busy}>
                    {t('refundRequests.approve')}
                  </Button>
                </div>
              </Stack>
            </Form>
            <Form method="post" aria-label={t('refundRequests.decline')}>
              <input type="hidden" name="id" value={row.id} />
              <input type="hidden" name="intent" value="decline" />
              <Stack gap="small">
                <TextArea
                  label={t('refundRequests.declineReason')}
                  hint={t('refundRequests.declineHint')}
                  name="reason"
                  rows={2}
                  maxLength={500}
                  required
                  error={fieldError('reason')}
                />
                <div>
                  <Button type="submit" variant="soft" disabled={busy}>
                    {t('refundRequests.decline')}
                  </Button>
                </div>
              </Stack>
            </Form>
          </Stack>
        ) : null}
      </Stack>
    </section>
  );
}
