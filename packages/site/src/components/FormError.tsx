/** The general error of a form action as an alert, and a translator for its field errors. */
import { Alert } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';

export function FormError({ result, intent }: { result: ActionResult | undefined; intent?: string }) {
  const { t } = useTranslation();
  if (!result?.error || (intent && result.intent !== intent)) return null;
  return (
    <Alert tone="critical" role="alert">
      {t(`errors.${result.error.code}`, { ...result.error.params, defaultValue: t('errors.error_occurred') })}
    </Alert>
  );
}

/** `(field) => message | undefined` for the field errors of one form's result. */
export function useFieldErrors(
  result: ActionResult | undefined,
  intent?: string,
  params: Record<string, unknown> = {},
) {
  const { t } = useTranslation();
  return (name: string): string | undefined => {
    if (intent && result?.intent !== intent) return undefined;
    const code = result?.fields?.[name];
    if (!code) return undefined;
    return t(`fieldErrors.${code}`, {
      ...result?.error?.params,
      ...params,
      defaultValue: t(`errors.${code}`, {
        ...result?.error?.params,
        ...params,
        defaultValue: t('fieldErrors.invalid'),
      }),
    });
  };
}
