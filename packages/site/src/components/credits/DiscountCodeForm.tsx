/**
 * "Have a discount code?" on the pay page (spec §3 discount code, §8 code errors): a GET form,
 * so the code is checked by the page's loader and stays in the address. Tells the member what
 * the code does, including when their time bonus is worth more (discounts never stack).
 */
import { Form } from '@remix-run/react';
import { Alert, Button, Stack, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export type TypedCode =
  | { typed: string; code: string; percentage: number; applies: boolean }
  | { typed: string; error: { code: string; params?: Record<string, string | number> } };

/** The code to send with a payment: only one that applies (a worse one leaves the bonus). */
export const appliedCode = (code: TypedCode | null) =>
  code && 'applies' in code && code.applies ? code : null;

export function DiscountCodeForm({ action, code }: { action: string; code: TypedCode | null }) {
  const { t } = useTranslation();
  const error = code && 'error' in code ? t(`errors.${code.error.code}`, code.error.params ?? {}) : undefined;
  return (
    <Form method="get" action={action}>
      <Stack gap="small">
        <TextField
          label={t('credits.codeLabel')}
          name="code"
          defaultValue={code?.typed ?? ''}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          error={error}
        />
        {code && 'applies' in code ? (
          <Alert tone={code.applies ? 'positive' : 'info'} role="status">
            {code.applies
              ? t('credits.codeApplied', { code: code.code, percent: code.percentage })
              : t('credits.codeNotBetter', { code: code.code, percent: code.percentage })}
          </Alert>
        ) : null}
        <Button type="submit" variant="soft" size="small">
          {t('credits.codeApply')}
        </Button>
      </Stack>
    </Form>
  );
}
