/** /landers/gallery: a gallery of member cards; each leads to that member's landing. */
import { Heading, Stack } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLanderLinks } from '../../lib/lander-links.ts';
import { MemberGrid } from '../MemberGrid.tsx';
import { LanderCta } from './LanderCta.tsx';
import type { LanderProps } from './types.ts';

export function Gallery({ title, members }: LanderProps) {
  const { t } = useTranslation();
  const links = useLanderLinks();
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={1}>{title}</Heading>
        <p>{t('landers.gallery.text')}</p>
      </Stack>
      <MemberGrid members={members} hrefFor={links.member} />
      <LanderCta />
    </Stack>
  );
}
