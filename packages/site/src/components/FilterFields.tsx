/** Filter fields the member search and the match finder share: gender, and an age range. */
import { Select, TextField } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

export function GenderFilter({ value, error }: { value: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('members.gender')}
      name="gender"
      // A value from the address that is not an option shows as "any", with its field error.
      defaultValue={error ? '' : value}
      error={error ? t(`fieldErrors.${error}`) : undefined}
      options={[
        { value: '', label: t('members.anyGender') },
        { value: 'female', label: t('gender.female') },
        { value: 'male', label: t('gender.male') },
      ]}
    />
  );
}

type AgeField = 'min_age' | 'max_age';

/** One age bound (18–99) with its field error (a code from the API or zod). */
export function AgeFilter({
  name,
  value,
  error,
}: {
  name: AgeField;
  value: string | number | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(name === 'min_age' ? 'members.minAge' : 'members.maxAge')}
      name={name}
      type="number"
      inputMode="numeric"
      min={18}
      max={99}
      defaultValue={value ?? ''}
      error={error ? t(`fieldErrors.${error}`) : undefined}
    />
  );
}

/** Minimum and maximum age, with their field errors. */
export function AgeRangeFilter({
  values,
  errors,
}: {
  values: { min_age?: string | number; max_age?: string | number };
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      {(['min_age', 'max_age'] as const).map((name) => (
        <AgeFilter key={name} name={name} value={values[name]} error={errors[name]} />
      ))}
    </>
  );
}
