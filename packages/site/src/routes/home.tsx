/** / — the brand's home page: who we are, members near you, and the way in. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Button, Hero, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { type SiteLoadContext, apiFor } from '../context.server.ts';
import { translatorFor } from '../lib/i18n.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

const FEATURED = 8;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context as unknown as SiteLoadContext;
  const [t, result] = await Promise.all([
    translatorFor(request, ctx),
    apiFor(request, ctx).members({ page: 1 }),
  ]);
  return {
    meta: { title: t('home.title'), description: ctx.site.brand.tagline },
    featured: result.members.slice(0, FEATURED),
    total: result.total,
  };
}

export default function HomePage() {
  const { t } = useTranslation();
  const { featured, total } = useLoaderData<typeof loader>();
  const root = useRootData();
  const loggedIn = Boolean(root?.user);
  return (
    <Stack gap="xlarge">
      <Hero
        title={t('home.heroTitle', { brand: root?.brand.name })}
        text={t('home.heroText')}
        actions={
          <>
            <Button href="/members" size="large">
              {t('home.browse')}
            </Button>
            {loggedIn ? null : (
              <Button href="/login" variant="soft" size="large">
                {t('nav.login')}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="medium">
        <h2>{t('home.featured', { count: total })}</h2>
        <MemberGrid members={featured} />
      </Stack>
    </Stack>
  );
}
