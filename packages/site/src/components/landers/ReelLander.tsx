/**
 * /landers/transitionsvideolanding and /landers/video: a short looping "video" made of member
 * photos with CSS keyframes (ADR 0031) — a wide wipe-and-fade reel, or a phone-sized video call
 * that drifts slowly across each photo — and the way in beside it.
 */
import { Heading, PhotoReel, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';
import { MemberGrid } from '../MemberGrid.tsx';
import { useLanderLinks } from '../../lib/lander-links.ts';
import { LanderCta } from './LanderCta.tsx';
import { withPhotos } from './member-photos.ts';
import type { LanderProps } from './types.ts';

export function ReelLander({
  title,
  members,
  kind,
}: LanderProps & { kind: 'transitionsvideolanding' | 'video' }) {
  const { t } = useTranslation();
  const root = useRootData();
  const links = useLanderLinks();
  const brand = root?.brand.name;
  const shown = withPhotos(members, root?.settings.cdn_prefix ?? '/uploads/').slice(0, 4);
  const photos = shown.map((m) => ({ src: m.large, alt: '' }));
  const names = shown.map((m) => m.name).join(', ');
  const reel = (
    <PhotoReel
      photos={photos}
      mode={kind === 'video' ? 'kenburns' : 'crossfade'}
      label={t('landers.reelLabel', { names, brand })}
      badge={kind === 'video' ? t('landers.video.badge') : undefined}
    >
      {kind === 'video' ? null : <strong>{t('landers.transitionsvideolanding.caption', { brand })}</strong>}
    </PhotoReel>
  );
  return (
    <Stack gap="xlarge">
      {kind === 'video' ? (
        <Stack direction={{ mobile: 'column', desktop: 'row' }} gap="xlarge" align="center">
          {reel}
          <Stack gap="medium">
            <Heading level={1}>{title}</Heading>
            <p>{t('landers.video.text')}</p>
            <LanderCta />
          </Stack>
        </Stack>
      ) : (
        <>
          <Stack gap="small" align="center">
            <Heading level={1}>{title}</Heading>
            <p>{t('landers.transitionsvideolanding.text')}</p>
          </Stack>
          {reel}
          <LanderCta align="center" />
        </>
      )}
      <MemberGrid members={members.slice(4, 10)} hrefFor={links.member} />
    </Stack>
  );
}
