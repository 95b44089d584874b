/**
 * /lang-config — the language configuration page (spec §2): the site's languages, each in its
 * own name; saving goes through /set-language like the menu (cookie, and the account when
 * logged in), then comes back here in the new language.
 */
import { LOCALE_NAMES, type Locale } from '@dating/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { Alert, Button, Select, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../components/CardPage.tsx';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  const t = await translatorFor(request, ctx);
  return { meta: { title: t('langConfig.title') }, locales: ctx.site.domain.locales };
}

export default function LangConfigPage() {
  const { t, i18n } = useTranslation();
  const { locales } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  return (
    <CardPage title={t('langConfig.title')}>
      {params.get('saved') ? (
        <Alert tone="positive" role="status">
          {t('langConfig.saved')}
        </Alert>
      ) : null}
      <p>{t('langConfig.intro')}</p>
      <Form method="post" action="/set-language">
        <Stack gap="medium">
          <input type="hidden" name="redirectTo" value="/lang-config?saved=1" />
          <Select
            label={t('langConfig.label')}
            name="language"
            defaultValue={i18n.language}
            options={locales.map((l) => ({ value: l, label: LOCALE_NAMES[l as Locale] ?? l }))}
          />
          <Button type="submit" loading={busy}>
            {t('langConfig.save')}
          </Button>
        </Stack>
      </Form>
    </CardPage>
  );
}
