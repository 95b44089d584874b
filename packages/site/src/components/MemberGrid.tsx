/** A responsive grid of member cards (search results, home hero). */
import type { MemberCard } from '@dating/contract';
import { Grid, ProfileCard, Stack } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_CARD_SIZES, photoSources, photoUrl } from '../lib/photo-url.ts';
import { useRootData } from '../lib/root-data.ts';

/**
 * The cards whose photos load at once with high priority: the first row on a desktop, the
 * first two rows at 360 px, where the largest paint is (ADR 0080). The rest load lazily.
 */
const PRIORITY_CARDS = 4;

export function MemberGrid({
  members,
  hrefFor = (id) => `/members/${id}`,
  below,
}: {
  members: MemberCard[];
  /** Shown under a card, e.g. its actions (match finder). */
  below?: (member: MemberCard) => ReactNode;
  /** Where a card leads (the profile, or a like's detail page). */
  hrefFor?: (id: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  const card = (m: MemberCard, index: number) => (
    <ProfileCard
      name={m.name}
      age={m.age}
      ageLabel={t('members.age', { age: m.age })}
      place={[m.city, countryName(m.country, i18n.language)].filter(Boolean).join(', ')}
      photoSrc={m.main_image ? photoUrl(cdn, m.main_image.thumb_filename) : undefined}
      photoSources={m.main_image ? photoSources(cdn, m.main_image.filename) : undefined}
      photoSizes={MEMBER_CARD_SIZES}
      photoAlt={t('members.photoOf', { name: m.name })}
      fictional={m.fictional}
      fictionalLabel={t('members.fictional')}
      href={hrefFor(m.id)}
      priority={index < PRIORITY_CARDS}
    />
  );
  return (
    <Grid as="ul" minItemWidth={150}>
      {members.map((m, index) => (
        <li key={m.id}>
          {below ? (
            <Stack gap="small">
              {card(m, index)}
              {below(m)}
            </Stack>
          ) : (
            card(m, index)
          )}
        </li>
      ))}
    </Grid>
  );
}
