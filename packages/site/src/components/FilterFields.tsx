/** Filter fields the member search and the match finder share: gender, and an age range. */
import { Select, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function GenderFilter({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('members.gender')}
      name="gender"
      defaultValue={value}
      options={[
        { value: '', label: t('members.anyGender') },
        { value: 'female', label: t('gender.female') },
        { value: 'male', label: t('gender.male') },
      ]}
    />
  );
}

/** Minimum and maximum age (18–99), with their field errors (codes from the API or zod). */
export function AgeRangeFilter({
  values,
  errors,
}: {
  values: { min_age?: string | number; max_age?: string | number };
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(['min_age', 'max_age'] as const).map((name) => (
        <TextField
          key={name}
          label={t(name === 'min_age' ? 'members.minAge' : 'members.maxAge')}
          name={name}
          type="number"
          inputMode="numeric"
          min={18}
          max={99}
          defaultValue={values[name] ?? ''}
          error={errors[name] ? t(`fieldErrors.${errors[name]}`) : undefined}
        />
      ))}
    </>
  );
}
