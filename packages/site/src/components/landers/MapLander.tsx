/** /landers/maplanding: members as pins on a drawn map around the visitor. */
import { Card, Heading, MapPins, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLanderLinks } from '../../lib/lander-links.ts';
import { useRootData } from '../../lib/root-data.ts';
import { LanderCta } from './LanderCta.tsx';
import { withPhotos } from './member-photos.ts';
import type { LanderProps } from './types.ts';

export function MapLander({ title, members }: LanderProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const links = useLanderLinks();
  const pins = withPhotos(members, root?.settings.cdn_prefix ?? '/uploads/')
    .slice(0, 8)
    .map((m) => ({
      src: m.thumb,
      name: m.name,
      alt: t('landers.sayHi', { name: m.name }),
      href: links.member(m.id),
    }));
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={1}>{title}</Heading>
        <p>{t('landers.maplanding.text')}</p>
      </Stack>
      <MapPins pins={pins} label={t('landers.maplanding.pins')} youLabel={t('landers.maplanding.you')} />
      <Card>
        <LanderCta />
      </Card>
    </Stack>
  );
}
