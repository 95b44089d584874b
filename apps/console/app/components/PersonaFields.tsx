/**
 * The persona form's fields (new and edit): the console's own (label, notes, openers, brands)
 * and the member profile's (the same choices, and their translations from the member site, as
 * the member's profile page). Each error is shown
 * beside its field; values come back after a refused submit.
 */
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  type Persona,
  RELATIONSHIP_STATUSES,
} from '@dating/contract';
import { INTERESTS } from '@dating/domain';
import { Checkbox, Select, Stack, TextArea, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles.css.ts';

export interface PersonaValues {
  label: string;
  notes: string;
  openers: string[];
  brands: string[];
  profile: Partial<Persona['profile']>;
  interests: string[];
}

export function PersonaFields({
  values,
  brands,
  errors,
}: {
  values: PersonaValues;
  brands: { id: string; name: string }[];
  /** Field → translation key. */
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const err = (name: string) => {
    const key = errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];
    return key ? t(key) : undefined;
  };
  const p = values.profile;
  const choices = (list: readonly string[], group: string, empty = true) => [
    ...(empty ? [{ value: '', label: t('personas.notSet') }] : []),
    ...list.map((v) => ({ value: v, label: t(`member.${group}.${v}`) })),
  ];
  return (
    <Stack gap="large">
      <fieldset className={styles.fieldset}>
        <legend>{t('personas.aboutPersona')}</legend>
        <Stack gap="medium">
          <TextField
            label={t('personas.label')}
            name="label"
            defaultValue={values.label}
            required
            error={err('label')}
          />
          <TextArea
            label={t('personas.notes')}
            hint={t('personas.notesHint')}
            name="notes"
            defaultValue={values.notes}
            rows={3}
            error={err('notes')}
          />
          <TextArea
            label={t('personas.openers')}
            hint={t('personas.openersHint')}
            name="openers"
            defaultValue={values.openers.join('\n')}
            rows={4}
            error={err('openers')}
          />
        </Stack>
      </fieldset>
      <fieldset
        className={styles.fieldset}
        aria-describedby={err('brands') || err('brand') ? 'brands-error' : undefined}
      >
        <legend>{t('personas.brands')}</legend>
        <div className={styles.choiceGrid}>
          {brands.map((b) => (
            <Checkbox
              key={b.id}
              label={b.name}
              name="brands"
              value={b.id}
              defaultChecked={values.brands.includes(b.id)}
            />
          ))}
        </div>
        {err('brands') || err('brand') ? (
          <p id="brands-error" className={styles.fieldError}>
            {err('brands') ?? err('brand')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('personas.profile')}</legend>
        <div className={styles.formGrid}>
          <TextField
            label={t('personas.name')}
            name="name"
            defaultValue={p.name}
            required
            error={err('name')}
          />
          <TextField
            label={t('personas.dateOfBirth')}
            name="date_of_birth"
            type="date"
            defaultValue={p.date_of_birth}
            required
            error={err('date_of_birth')}
          />
          <Select
            label={t('personas.gender')}
            name="gender"
            options={choices(GENDERS, 'gender', false)}
            defaultValue={p.gender ?? 'female'}
            error={err('gender')}
          />
          <Select
            label={t('personas.lookingFor')}
            name="looking_for"
            options={choices(GENDERS, 'gender', false)}
            defaultValue={p.looking_for ?? 'male'}
            error={err('looking_for')}
          />
          <TextField
            label={t('personas.country')}
            hint={t('personas.countryHint')}
            name="country"
            defaultValue={p.country}
            maxLength={2}
            required
            error={err('country')}
          />
          <TextField
            label={t('personas.region')}
            name="region"
            defaultValue={p.region ?? ''}
            error={err('region')}
          />
          <TextField label={t('personas.city')} name="city" defaultValue={p.city ?? ''} error={err('city')} />
          <Select
            label={t('personas.hairColor')}
            name="hair_color"
            options={choices(HAIR_COLOURS, 'profile.hair')}
            defaultValue={p.hair_color ?? ''}
            error={err('hair_color')}
          />
          <Select
            label={t('personas.eyeColor')}
            name="eye_color"
            options={choices(EYE_COLOURS, 'profile.eyes')}
            defaultValue={p.eye_color ?? ''}
            error={err('eye_color')}
          />
          <Select
            label={t('personas.bodyType')}
            name="body_type"
            options={choices(BODY_TYPES, 'profile.body')}
            defaultValue={p.body_type ?? ''}
            error={err('body_type')}
          />
          <Select
            label={t('personas.relationship')}
            name="relationship_status"
            options={choices(RELATIONSHIP_STATUSES, 'profile.relationship')}
            defaultValue={p.relationship_status ?? ''}
            error={err('relationship_status')}
          />
          <Select
            label={t('personas.tattoos')}
            name="tattoos"
            options={[
              { value: '', label: t('personas.notSet') },
              { value: 'yes', label: t('personas.yes') },
              { value: 'no', label: t('personas.no') },
            ]}
            defaultValue={p.tattoos === true ? 'yes' : p.tattoos === false ? 'no' : ''}
            error={err('tattoos')}
          />
        </div>
        <TextArea
          label={t('personas.aboutMe')}
          name="about_me"
          defaultValue={p.about_me ?? ''}
          rows={4}
          error={err('about_me')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('personas.interests')}</legend>
        <div className={styles.choiceGrid}>
          {INTERESTS.map((i) => (
            <Checkbox
              key={i.slug}
              label={`${i.icon} ${t(`member.interests.${i.slug}`)}`}
              name="interests"
              value={i.slug}
              defaultChecked={values.interests.includes(i.slug)}
            />
          ))}
        </div>
        {err('interests') ? <p className={styles.fieldError}>{err('interests')}</p> : null}
      </fieldset>
    </Stack>
  );
}
