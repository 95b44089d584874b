/** The form's own refusal (not one field's), announced as an alert; nothing when there is none. */
import { Alert } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../lib/form-errors.ts';

export function FormAlert({ errors }: { errors: FormErrors | null | undefined }) {
  const { t } = useTranslation();
  if (!errors?.form) return null;
  return (
    <Alert tone="critical" role="alert">
      {t(errors.form.key, errors.form.params)}
    </Alert>
  );
}
