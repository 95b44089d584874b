/**
 * Block and report on a member's profile (spec §4 blocking, §6). Each opens a modal through the
 * URL (`?safety=block|report`), so it works before hydration and the back button closes it.
 */
import { Form, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { REPORT_REASONS } from '@dating/contract';
import { Alert, Button, Card, Heading, Modal, Select, Stack, TextArea } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';
import { FormError, useFieldErrors } from './FormError.tsx';

interface MemberSafetyProps {
  name: string;
  /** The viewer blocked this member. */
  blocked: boolean;
  result?: ActionResult;
}

/** The confirm and cancel buttons at the foot of both safety dialogs. */
function ModalActions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" gap="small" wrap>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
      <Button type="button" variant="soft" onClick={onCancel}>
        {t('safety.cancel')}
      </Button>
    </Stack>
  );
}

export function MemberSafety({ name, blocked, result }: MemberSafetyProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const open = params.get('safety');
  const close = () => navigate('.', { replace: true, preventScrollReset: true });
  const reportResult = result?.intent === 'report' ? result : undefined;
  const fieldError = useFieldErrors(result, 'report');

  return (
    <Card>
      <Stack gap="medium">
        <Heading level={2}>{t('safety.title')}</Heading>
        {result?.intent === 'report' && result.done ? (
          <Alert tone="positive">{t('safety.reported', { name })}</Alert>
        ) : null}
        {blocked ? (
          <Alert tone="info">
            <Stack gap="small">
              <span>{t('safety.youBlocked', { name })}</span>
              <Form method="post" replace>
                <input type="hidden" name="intent" value="unblock" />
                <Button type="submit" size="small" variant="soft" loading={busy}>
                  {t('safety.unblock', { name })}
                </Button>
              </Form>
            </Stack>
          </Alert>
        ) : (
          <p>{t('safety.intro', { name })}</p>
        )}
        <Stack direction="row" gap="small" wrap>
          {blocked ? null : (
            <Button href="?safety=block" variant="soft" size="small">
              {t('safety.block', { name })}
            </Button>
          )}
          <Button href="?safety=report" variant="soft" size="small">
            {t('safety.report', { name })}
          </Button>
        </Stack>
      </Stack>
      {open === 'block' && !blocked ? (
        <Modal
          open
          title={t('safety.blockTitle', { name })}
          onClose={close}
          closeLabel={t('activation.close')}
        >
          <Form method="post" replace>
            <input type="hidden" name="intent" value="block" />
            <Stack gap="medium">
              <p>{t('safety.blockText', { name })}</p>
              <ModalActions submit={t('safety.blockConfirm')} busy={busy} onCancel={close} />
            </Stack>
          </Form>
        </Modal>
      ) : null}
      {open === 'report' && !reportResult?.done ? (
        <Modal
          open
          title={t('safety.reportTitle', { name })}
          onClose={close}
          closeLabel={t('activation.close')}
        >
          <Form method="post" replace>
            <input type="hidden" name="intent" value="report" />
            <Stack gap="medium">
              <FormError result={result} intent="report" />
              <Select
                label={t('safety.reason')}
                name="reason"
                required
                defaultValue={reportResult?.values?.reason ?? ''}
                error={fieldError('reason')}
                options={[
                  { value: '', label: t('safety.chooseReason') },
                  ...REPORT_REASONS.map((r) => ({ value: r, label: t(`safety.reasons.${r}`) })),
                ]}
              />
              <TextArea
                label={t('safety.message')}
                hint={t('safety.messageHint')}
                name="message"
                maxLength={2000}
                defaultValue={reportResult?.values?.message ?? ''}
                error={fieldError('message')}
              />
              <ModalActions submit={t('safety.send')} busy={busy} onCancel={close} />
            </Stack>
          </Form>
        </Modal>
      ) : null}
    </Card>
  );
}
