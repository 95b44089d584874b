/**
 * A submitted discount code form as the staff API takes it: empty choices are "any" (null), the
 * expiry date holds to the end of that day (UTC), the minimum is typed in major units. Text that
 * is not a number is sent as it is, so the API names the field.
 */
import { toMinorUnits } from '@dating/domain';
import type { CodeFormValues } from '../components/codes/CodeFields.tsx';

const orNull = (value: string) => (value === '' ? null : value);
const number = (raw: string): number | string | null =>
  raw.trim() === '' ? null : /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;

export function codeFromForm(form: FormData): { values: CodeFormValues; body: Record<string, unknown> } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const values: CodeFormValues = {
    code: text('code'),
    value_percentage: text('value_percentage'),
    country: text('country'),
    user_id: text('user_id'),
    expires: text('expires'),
    currency: text('currency'),
    minimum_order_value: text('minimum_order_value'),
    validity: text('validity'),
    paymentmethods: form.getAll('paymentmethods').map(String),
    status: text('status'),
  };
  let minimum: number | string = values.minimum_order_value || '0';
  try {
    minimum = toMinorUnits(minimum.replace(',', '.'), values.currency || 'EUR');
  } catch {
    // Sent as typed: the API answers with the field's error.
  }
  const body: Record<string, unknown> = {
    value_percentage: number(values.value_percentage) ?? '',
    country: orNull(values.country),
    user_id: number(values.user_id),
    expires: /^\d{4}-\d{2}-\d{2}$/.test(values.expires)
      ? `${values.expires}T23:59:59Z`
      : orNull(values.expires),
    currency: orNull(values.currency),
    minimum_order_value: minimum,
    validity: values.validity,
    paymentmethods: values.paymentmethods,
    status: values.status,
  };
  if (form.has('code')) body.code = values.code;
  return { values, body };
}
