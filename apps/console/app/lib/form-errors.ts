/** The translation keys of an API refusal: the message above the form and each field's error. */
import type { ApiError } from './staff-api.server.ts';
import { useTranslation } from 'react-i18next';

export interface FormErrors {
  /** `errors.<code>`: shown above the form. */
  form?: { key: string; params?: Record<string, string | number> };
  /** Field → `fieldErrors.<code>`: shown beside the field. */
  fields: Record<string, string>;
}

export function formErrors(error: ApiError | null): FormErrors {
  if (!error) return { fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([name, code]) => [name, `fieldErrors.${code}`]),
  );
  // A field error says it all beside the field; other refusals are the form's message.
  if (error.code === 'validation_failed' && Object.keys(fields).length > 0) return { fields };
  return { form: { key: `errors.${error.code}`, params: error.params }, fields };
}

/** `fieldError(name)`: the translated error beside a field, or undefined when it has none. */
export function useFieldError(errors: FormErrors | null | undefined) {
  const { t } = useTranslation();
  return (name: string) => (errors?.fields[name] ? t(errors.fields[name]) : undefined);
}
