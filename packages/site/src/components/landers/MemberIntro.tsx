/** A member's name, age, place and about-me on their landing. */
import { Heading, Stack } from '@dating/ui-kit';
import { countryName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';

export function MemberIntro({
  title,
  member,
}: {
  title: string;
  member: {
    name: string;
    age: number | null;
    city: string | null;
    country: string | null;
    aboutMe: string | null;
  };
}) {
  const { t, i18n } = useTranslation();
  const place = [member.city, member.country ? countryName(member.country, i18n.language) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="small">
      <Heading level={1}>{title}</Heading>
      <p>
        <strong>
          {member.age === null ? member.name : t('landers.nameAge', { name: member.name, age: member.age })}
        </strong>
        {place ? ` · ${place}` : null}
      </p>
      {member.aboutMe ? (
        <Stack gap="xsmall">
          <Heading level={2}>{t('landing.aboutMe', { name: member.name })}</Heading>
          <p>{member.aboutMe}</p>
        </Stack>
      ) : null}
    </Stack>
  );
}
