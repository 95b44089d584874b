/** /landers/socialnetwork: members as posts in a feed; liking or writing leads into signup. */
import { Button, FeedPost, Grid, Heading, SpotlightHero, Stack } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { useLanderLinks } from '../../lib/lander-links.ts';
import { useRootData } from '../../lib/root-data.ts';
import { LanderCta } from './LanderCta.tsx';
import { withPhotos } from './member-photos.ts';
import type { LanderProps } from './types.ts';

export function SocialNetwork({ title, members }: LanderProps) {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const links = useLanderLinks();
  const brand = root?.brand.name;
  const posts = withPhotos(members, root?.settings.cdn_prefix ?? '/uploads/').slice(0, 6);
  return (
    <Stack gap="xlarge">
      <SpotlightHero title={title} text={t('landers.socialnetwork.text', { brand })} aside={<LanderCta />} />
      <Stack gap="medium">
        <Heading level={2}>{t('landers.socialnetwork.feed', { brand })}</Heading>
        <Grid minItemWidth={300}>
          {posts.map((m, i) => (
            <FeedPost
              key={m.id}
              headingLevel={3}
              name={t('landers.nameAge', { name: m.name, age: m.age })}
              meta={[m.city, countryName(m.country, i18n.language)].filter(Boolean).join(', ')}
              avatarSrc={m.thumb}
              photoSrc={m.large}
              photoAlt={t('members.photoOf', { name: m.name })}
              text={t('landers.socialnetwork.post', { name: m.name, brand })}
              lazy={i > 1}
              actions={
                <>
                  <Button href={links.write(m.id)} size="small">
                    {t('landers.sayHi', { name: m.name })}
                  </Button>
                  <Button href={links.member(m.id)} size="small" variant="soft">
                    {t('landers.viewProfile', { name: m.name })}
                  </Button>
                </>
              }
            />
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
