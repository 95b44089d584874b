/**
 * /landers/tinderswipe (spec §2): swipe through real members — drag, the buttons or the arrow
 * keys; a like leads into signup with a first message to that member, a pass shows the next.
 * Nothing is stored before signup: the stack lives in the page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { Card, EmptyState, Heading, Stack, SwipeCard } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanderCta } from '../components/landers/LanderCta.tsx';
import { withPhotos } from '../components/landers/member-photos.ts';
import { useLanderLinks } from '../lib/lander-links.ts';
import { loadLander } from '../lib/lander.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLander(request, context, {
    path: '/landers/tinderswipe',
    slug: undefined,
    limit: 12,
    titleKey: 'landers.tinderswipe.title',
  });
}

export default function TinderSwipeLander() {
  const { t, i18n } = useTranslation();
  const { title, members } = useLoaderData<typeof loader>();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  const links = useLanderLinks();
  const navigate = useNavigate();
  const [passed, setPassed] = useState(0);
  const profiles = withPhotos(members, cdn)
    .slice(passed)
    .map((m) => ({
      id: m.id,
      name: m.name,
      age: m.age,
      city: [m.city, countryName(m.country, i18n.language)].filter(Boolean).join(', '),
      photo: m.large,
    }));
  return (
    <Stack gap="large">
      <Stack gap="small" align="center">
        <Heading level={1}>{title}</Heading>
        <p>{t('landers.tinderswipe.text')}</p>
      </Stack>
      <SwipeCard
        profiles={profiles}
        onLike={(id) => navigate(links.write(Number(id)))}
        onPass={() => setPassed((n) => n + 1)}
        labels={{
          stack: t('swipe.stack'),
          keys: t('swipe.keys'),
          like: (name) => t('swipe.like', { name }),
          pass: (name) => t('swipe.pass', { name }),
          photo: (name) => t('members.photoOf', { name }),
          age: (age) => t('members.age', { age }),
        }}
        empty={
          <EmptyState
            title={t('landers.tinderswipe.emptyTitle')}
            description={t('landers.tinderswipe.emptyText')}
          />
        }
      />
      <Card>
        <LanderCta align="center" />
      </Card>
    </Stack>
  );
}
