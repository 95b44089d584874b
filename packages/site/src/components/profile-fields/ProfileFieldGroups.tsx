/**
 * The profile field groups of signup steps 2–4 and the profile page: location, personal info
 * and about me. Plain form controls with the current values as defaults, so they work without
 * JavaScript; every option label is translated.
 */
import {
  ABOUT_ME_MAX,
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  type OwnProfile,
  RELATIONSHIP_STATUSES,
} from '@dating/contract';
import { countryName } from '@dating/i18n';
import { Select, Stack, TextArea, TextField } from '@dating/ui-kit';
import type { Regions } from '@dating/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionSelect } from './RegionSelect.tsx';
import { UseMyLocation } from './UseMyLocation.tsx';

interface GroupProps {
  profile: OwnProfile;
  fieldError: (name: string) => string | undefined;
  values?: Record<string, string>;
}

export function LocationFields({
  profile,
  fieldError,
  values,
  countries,
  regions,
}: GroupProps & { countries: readonly string[]; regions: Regions }) {
  const { t, i18n } = useTranslation();
  const saved = values?.country ?? profile.country;
  // The region list follows the country picked; without JavaScript it is the one sent with the
  // page, and a region that does not fit the new country comes back as a field error.
  const [country, setCountry] = useState(saved);
  const list = countries.includes(profile.country) ? countries : [profile.country, ...countries];
  const options = list
    .map((c) => ({ value: c, label: countryName(c, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <Stack gap="medium">
      <UseMyLocation onCountry={setCountry} />
      <Select
        label={t('profile.country')}
        name="country"
        options={options}
        value={country}
        onChange={(event) => setCountry(event.currentTarget.value)}
        error={fieldError('country')}
      />
      <RegionSelect
        country={country}
        regions={regions}
        name="region"
        label={t('profile.region')}
        emptyLabel={t('profile.notSaying')}
        defaultValue={country === saved ? (values?.region ?? profile.region ?? '') : ''}
        error={fieldError('region')}
      />
      <TextField
        label={t('profile.city')}
        name="city"
        autoComplete="address-level2"
        defaultValue={values?.city ?? profile.city ?? ''}
        error={fieldError('city')}
      />
    </Stack>
  );
}

export function PersonalFields({ profile, fieldError, values }: GroupProps) {
  const { t } = useTranslation();
  const choose = (name: string, group: string, keys: readonly string[], current: string | null) => (
    <Select
      label={t(`profile.${group}.label`)}
      name={name}
      defaultValue={values?.[name] ?? current ?? ''}
      error={fieldError(name)}
      options={[
        { value: '', label: t('profile.notSaying') },
        ...keys.map((k) => ({ value: k, label: t(`profile.${group}.${k}`) })),
      ]}
    />
  );
  const tattoos = profile.tattoos === null ? '' : profile.tattoos ? 'yes' : 'no';
  return (
    <Stack gap="medium">
      {choose('hair_color', 'hair', HAIR_COLOURS, profile.hair_color)}
      {choose('eye_color', 'eyes', EYE_COLOURS, profile.eye_color)}
      {choose('body_type', 'body', BODY_TYPES, profile.body_type)}
      {choose('relationship_status', 'relationship', RELATIONSHIP_STATUSES, profile.relationship_status)}
      {choose('tattoos', 'tattoos', ['yes', 'no'], values?.tattoos ?? tattoos)}
    </Stack>
  );
}

export function AboutFields({ profile, fieldError, values }: GroupProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="medium">
      <TextArea
        label={t('profile.aboutMe')}
        name="about_me"
        maxLength={ABOUT_ME_MAX}
        hint={t('profile.aboutMeHint', { max: ABOUT_ME_MAX })}
        defaultValue={values?.about_me ?? profile.about_me ?? ''}
        error={fieldError('about_me')}
      />
      <TextArea
        label={t('profile.signupReason')}
        name="signup_reason"
        rows={3}
        maxLength={500}
        defaultValue={values?.signup_reason ?? profile.signup_reason ?? ''}
        error={fieldError('signup_reason')}
      />
    </Stack>
  );
}
