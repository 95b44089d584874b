/**
 * Privacy mode on or off (issue 10): a switch that saves at once through `/account/privacy`
 * and says so. Hidden from search, swipe, the match finder and landings; chats go on.
 */
import { useFetcher } from '@remix-run/react';
import { Alert, Toggle } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function PrivacySwitch({ privacy }: { privacy: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ privacy?: boolean; error?: string }>();
  const pending = fetcher.formData?.get('privacy');
  const checked =
    pending !== undefined && pending !== null ? pending === 'on' : (fetcher.data?.privacy ?? privacy);
  const saved = fetcher.state === 'idle' && fetcher.data?.privacy !== undefined;
  return (
    <div>
      <Toggle
        label={t('account.privacy.label')}
        hint={t('account.privacy.hint')}
        checked={checked}
        disabled={fetcher.state !== 'idle'}
        onChange={(next) =>
          fetcher.submit({ privacy: next ? 'on' : 'off' }, { method: 'post', action: '/account/privacy' })
        }
      />
      <div role="status" aria-live="polite">
        {saved ? (
          <Alert tone="positive">{t(checked ? 'account.privacy.savedOn' : 'account.privacy.savedOff')}</Alert>
        ) : null}
      </div>
      {fetcher.data?.error ? (
        <Alert tone="critical" role="alert">
          {t('errors.error_occurred')}
        </Alert>
      ) : null}
    </div>
  );
}
