/** A member's profile fields as a definition list, labels and values translated (spec §3). */
import { countryName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { FactList } from '@dating/ui-kit';

/** Field → [label key, value key prefix] (null prefix: the value is shown as it is). */
const FACTS: Record<string, [string, string | null]> = {
  gender: ['member.gender.label', 'member.gender'],
  sexuality: ['member.sexuality.label', 'member.sexuality'],
  country: ['profile.country', null],
  region: ['profile.region', null],
  hair_color: ['profile.hair.label', 'profile.hair'],
  eye_color: ['profile.eyes.label', 'profile.eyes'],
  body_type: ['profile.body.label', 'profile.body'],
  relationship_status: ['profile.relationship.label', 'profile.relationship'],
  tattoos: ['profile.tattoos.label', 'profile.tattoos'],
};

export function ProfileFacts({ fields }: { fields: Record<string, string | number | boolean | null> }) {
  const { t, i18n } = useTranslation();
  const rows = Object.entries(FACTS).flatMap(([field, [label, prefix]]) => {
    const value = fields[field];
    if (value === null || value === undefined || value === '') return [];
    const shown =
      field === 'country'
        ? countryName(String(value), i18n.language)
        : typeof value === 'boolean'
          ? t(`${prefix}.${value ? 'yes' : 'no'}`)
          : prefix
            ? t(`${prefix}.${value}`)
            : String(value);
    return [{ field, label: t(label), shown }];
  });
  return <FactList facts={rows.map((r) => ({ id: r.field, term: r.label, value: r.shown }))} />;
}
