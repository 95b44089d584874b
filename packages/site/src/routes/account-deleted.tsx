/** /account-deleted — shown after deleting the account (spec §2): what happens now, the 14 days, the e-mail. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { REACTIVATION_WINDOW_MS, dateFormatter } from '@dating/domain';
import { Button, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request, context);
  const until = new URL(request.url).searchParams.get('until');
  const valid = until && !Number.isNaN(Date.parse(until)) ? new Date(until).toISOString() : null;
  return { meta: { title: t('account.deleted.title') }, until: valid };
}

export default function AccountDeletedPage() {
  const { t, i18n } = useTranslation();
  const { until } = useLoaderData<typeof loader>();
  const days = REACTIVATION_WINDOW_MS / 86_400_000;
  return (
    <CardPage title={t('account.deleted.title')}>
      <Stack gap="medium">
        <p>{t('account.deleted.hidden')}</p>
        <p>
          {until
            ? t('account.deleted.untilDate', {
                days,
                date: dateFormatter(i18n.language, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                }).format(new Date(until)),
              })
            : t('account.deleted.until', { days })}
        </p>
        <p>{t('account.deleted.mail')}</p>
        <p>{t('account.deleted.erase', { days })}</p>
        <Button href="/" variant="ghost">
          {t('account.deleted.home')}
        </Button>
      </Stack>
    </CardPage>
  );
}
