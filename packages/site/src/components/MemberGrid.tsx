/** A responsive grid of member cards (search results, home hero). */
import type { MemberCard } from '@dating/api-client';
import { Grid, ProfileCard } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

export function MemberGrid({ members }: { members: MemberCard[] }) {
  const { t, i18n } = useTranslation();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  return (
    <Grid as="ul" minItemWidth={150}>
      {members.map((m) => (
        <li key={m.id}>
          <ProfileCard
            name={m.name}
            age={m.age}
            ageLabel={t('members.age', { age: m.age })}
            place={[m.city, countryName(m.country, i18n.language)].filter(Boolean).join(', ')}
            photoSrc={m.main_image ? photoUrl(cdn, m.main_image.thumb_filename) : undefined}
            photoAlt={t('members.photoOf', { name: m.name })}
            fictional={m.fictional}
            fictionalLabel={t('members.fictional')}
            href={`/members/${m.id}`}
          />
        </li>
      ))}
    </Grid>
  );
}
