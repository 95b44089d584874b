/** /landers/iconslanding: four reasons with icons beside a strip of members, then the way in. */
import { Card, FeatureList, Heading, SpotlightHero, Stack } from '@dating/ui-kit';
import { PREMIUM_MATCH_CLAIM_PERCENT } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';
import { LanderCta } from './LanderCta.tsx';
import { withPhotos } from './member-photos.ts';
import type { LanderProps } from './types.ts';

export function Icons({ title, members }: LanderProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const faces = withPhotos(members, root?.settings.cdn_prefix ?? '/uploads/')
    .slice(0, 6)
    .map((m) => ({ src: m.thumb, alt: t('members.photoOf', { name: m.name }) }));
  const items = [
    { icon: 'heart', key: 'match' },
    { icon: 'chat', key: 'chat' },
    { icon: 'lock', key: 'private' },
    { icon: 'star', key: 'premium' },
  ] as const;
  return (
    <Stack gap="xlarge">
      <SpotlightHero title={title} text={t('landers.iconslanding.text')} faces={faces} />
      <Stack gap="medium">
        <Heading level={2}>{t('landers.iconslanding.why', { brand: root?.brand.name })}</Heading>
        <FeatureList
          items={items.map((i) => ({
            icon: i.icon,
            title: t(`landers.iconslanding.${i.key}.title`),
            text: t(`landers.iconslanding.${i.key}.text`, { percent: PREMIUM_MATCH_CLAIM_PERCENT }),
          }))}
        />
      </Stack>
      <Card>
        <LanderCta />
      </Card>
    </Stack>
  );
}
