import { Alert } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * The outcome of a resend request, carried in the query string after the redirect: sent, or
 * refused by the resend limit with the minutes until the next link may be asked for (ADR 0045).
 */
export function ActivationMailStatus({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const status = params.get('activation');
  if (status === 'sent') return <Alert tone="positive">{t('activation.sent')}</Alert>;
  if (status === 'limit') {
    const minutes = Math.max(1, Math.round(Number(params.get('wait')) || 1));
    return (
      <Alert tone="critical" role="alert">
        {t('limits.activationWait', { minutes })}
      </Alert>
    );
  }
  return null;
}
