import { Alert } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

/** The outcome of a resend request, carried in the query string after the redirect. */
export function ActivationMailStatus({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (status === 'sent') return <Alert tone="positive">{t('activation.sent')}</Alert>;
  if (status === 'limit')
    return (
      <Alert tone="critical" role="alert">
        {t('errors.rate_limited')}
      </Alert>
    );
  return null;
}
