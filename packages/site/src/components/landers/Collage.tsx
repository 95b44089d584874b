/** /landers/collagelanding: a loose collage of member photos under the headline. */
import { Card, Heading, PhotoCollage, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLanderLinks } from '../../lib/lander-links.ts';
import { useRootData } from '../../lib/root-data.ts';
import { LanderCta } from './LanderCta.tsx';
import { withPhotos } from './member-photos.ts';
import type { LanderProps } from './types.ts';

export function Collage({ title, members }: LanderProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const links = useLanderLinks();
  const photos = withPhotos(members, root?.settings.cdn_prefix ?? '/uploads/').map((m) => ({
    src: m.thumb,
    alt: t('landers.sayHi', { name: m.name }),
    href: links.member(m.id),
  }));
  return (
    <Stack gap="large">
      <Stack gap="small" align="center">
        <Heading level={1}>{title}</Heading>
        <p>{t('landers.collagelanding.text', { brand: root?.brand.name })}</p>
      </Stack>
      <PhotoCollage photos={photos} label={t('landers.membersOf', { brand: root?.brand.name })} />
      <Card>
        <LanderCta align="center" />
      </Card>
    </Stack>
  );
}
