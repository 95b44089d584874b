/** /landers/alonetonight: a night-time hero with who is around, and the way in. */
import { Card, SpotlightHero, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';
import { MemberGrid } from '../MemberGrid.tsx';
import { LanderCta } from './LanderCta.tsx';
import { withPhotos } from './member-photos.ts';
import type { LanderProps } from './types.ts';
import { useLanderLinks } from '../../lib/lander-links.ts';

export function AloneTonight({ title, members }: LanderProps) {
  const { t } = useTranslation();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  const links = useLanderLinks();
  const faces = withPhotos(members, cdn)
    .slice(0, 5)
    .map((m) => ({ src: m.thumb, alt: t('members.photoOf', { name: m.name }) }));
  return (
    <Stack gap="xlarge">
      <SpotlightHero
        tone="night"
        eyebrow={t('landers.alonetonight.eyebrow')}
        title={title}
        text={t('landers.alonetonight.text')}
        faces={faces}
        aside={
          <Card>
            <LanderCta />
          </Card>
        }
      />
      <Stack gap="medium">
        <h2>{t('landers.alonetonight.around')}</h2>
        <MemberGrid members={members.slice(5, 11)} hrefFor={links.member} />
      </Stack>
    </Stack>
  );
}
