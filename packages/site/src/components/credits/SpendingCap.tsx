/**
 * The member's monthly spending cap on /credits (issue 22 point 4, ADR 0087): what holds now, what
 * was paid this calendar month, a raise still cooling off, and the form to change it — a plain
 * form that works without JavaScript, with the API's field error under the field.
 */
import type { CheckoutTerms } from '@dating/contract';
import { DEFAULT_SITE_TIME_ZONE, amountForInput, dateFormatter } from '@dating/domain';
import { Alert, Button, Card, Heading, Stack, TextField } from '@dating/ui-kit';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../lib/api-action.ts';
import { formatMoney } from '../../lib/money.ts';
import { useRootData } from '../../lib/root-data.ts';
import { FormError, useFieldErrors } from '../FormError.tsx';

export const SPENDING_CAP_INTENT = 'spending-cap';

export function SpendingCap({ terms, result }: { terms: CheckoutTerms; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const timeZone = useRootData()?.settings.time_zone ?? DEFAULT_SITE_TIME_ZONE;
  const busy = useNavigation().formData?.get('intent') === SPENDING_CAP_INTENT;
  const fieldError = useFieldErrors(result, SPENDING_CAP_INTENT);
  const money = (minor: number) => formatMoney(minor, terms.currency, i18n.language);
  const when = (iso: string) =>
    dateFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const saved = result?.intent === SPENDING_CAP_INTENT && result.done;
  const typed =
    result?.intent === SPENDING_CAP_INTENT && result.values
      ? result.values.cap
      : terms.spending_cap === null
        ? ''
        : amountForInput(terms.spending_cap, terms.currency, i18n.language);
  return (
    <Card>
      <Stack gap="small">
        <Heading level={2}>{t('moneyDisclosure.capTitle')}</Heading>
        <p>{t('moneyDisclosure.capIntro')}</p>
        <p>
          {terms.spending_cap === null
            ? t('moneyDisclosure.capNone')
            : t('moneyDisclosure.capCurrent', { cap: money(terms.spending_cap) })}{' '}
          {t('moneyDisclosure.capPaid', { paid: money(terms.paid_this_month) })}
        </p>
        {terms.pending_cap ? (
          <Alert tone="info">
            {terms.pending_cap.cap === null
              ? t('moneyDisclosure.capPendingNone', { time: when(terms.pending_cap.holds_from) })
              : t('moneyDisclosure.capPending', {
                  cap: money(terms.pending_cap.cap),
                  time: when(terms.pending_cap.holds_from),
                })}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="positive" role="status">
            {t('moneyDisclosure.capSaved')}
          </Alert>
        ) : null}
        <FormError result={result} intent={SPENDING_CAP_INTENT} />
        <Form method="post" action="/credits">
          <Stack gap="small">
            <input type="hidden" name="intent" value={SPENDING_CAP_INTENT} />
            <TextField
              label={t('moneyDisclosure.capLabel', { currency: terms.currency })}
              hint={t('moneyDisclosure.capHint')}
              name="cap"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              defaultValue={typed}
              key={typed}
              error={fieldError('cap')}
            />
            <Button type="submit" variant="soft" size="small" loading={busy}>
              {t('moneyDisclosure.capSave')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
