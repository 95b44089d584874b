/**
 * A payment's refund request on /transactions (issue 22 point 3, ADR 0086): where the member's
 * request stands (waiting, approved, declined with the reason, closed), or — while the bundle is
 * unused and refund_days last — the button to ask. A plain form: works without JavaScript.
 */
import type { RefundRequest } from '@dating/contract';
import { dateFormatter } from '@dating/domain';
import { Alert, Button, Heading, Stack } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

const TONE = { pending: 'info', approved: 'positive', declined: 'critical', closed: 'info' } as const;

export function RefundRequestPanel({
  paymentId,
  request,
  deadline,
  busy,
}: {
  paymentId: number;
  request: RefundRequest | null;
  /** When the member may still ask (null: they may not). */
  deadline: string | null;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = dateFormatter(i18n.language, { dateStyle: 'medium' });
  if (request) {
    return (
      <Alert tone={TONE[request.status]} role="status">
        <Stack gap="small">
          <span>
            {t(`refundRequest.status.${request.status}`, {
              date: date.format(new Date(request.decided_at ?? request.created_at)),
            })}
          </span>
          {request.decline_reason ? (
            <span>{t('refundRequest.reason', { reason: request.decline_reason })}</span>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (!deadline) return null;
  return (
    <section aria-labelledby="refund-request-heading">
      <Form method="post">
        <Stack gap="small">
          <Heading level={2} id="refund-request-heading">
            {t('refundRequest.title')}
          </Heading>
          <p>{t('refundRequest.hint', { date: date.format(new Date(deadline)) })}</p>
          <input type="hidden" name="payment" value={paymentId} />
          <div>
            <Button type="submit" variant="soft" disabled={busy}>
              {t('refundRequest.ask')}
            </Button>
          </div>
        </Stack>
      </Form>
    </section>
  );
}
