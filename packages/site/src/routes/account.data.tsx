/**
 * /account/data — "my data" (GDPR Art. 15/20): what the download holds and the button that
 * fetches it. The ZIP streams straight from the API (a plain form GET, so the browser saves it).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Button, Card, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { requireMember } from '../lib/member.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

const CONTENTS = ['account', 'profile', 'photos', 'messages', 'likes', 'payments', 'consents'] as const;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const [, t] = await Promise.all([requireMember(request, ctx), translatorFor(request, ctx)]);
  return { meta: { title: t('account.data.title') } };
}

export default function MyDataPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <PageHeading>{t('account.data.title')}</PageHeading>
      <Card>
        <Stack gap="medium">
          <p>{t('account.data.intro')}</p>
          <ul>
            {CONTENTS.map((k) => (
              <li key={k}>{t(`account.data.contents.${k}`)}</li>
            ))}
          </ul>
          <p>{t('account.data.format')}</p>
          <p>{t('account.data.care')}</p>
          <form method="get" action="/api/my-data.php">
            <Button type="submit">{t('account.data.download')}</Button>
          </form>
        </Stack>
      </Card>
    </Stack>
  );
}
