/**
 * The company editor's form ↔ the one company schema of @dating/domain (ADR 0069): the fields
 * in the schema's order with their control, and the submitted form turned into the values the
 * staff API checks (lists are typed one per line).
 */
import type { Company } from '@dating/domain';
import { integer } from './site-settings-form.ts';

export const COMPANY_FIELDS = [
  { key: 'name', kind: 'text' },
  { key: 'address', kind: 'text' },
  { key: 'city', kind: 'text' },
  { key: 'country', kind: 'text' },
  { key: 'kvk', kind: 'text' },
  { key: 'vat_numbers', kind: 'list' },
  { key: 'tradenames', kind: 'list' },
  { key: 'support_phone', kind: 'text' },
  { key: 'delete_discount', kind: 'number' },
  { key: 'added', kind: 'text' },
  // ADR 0089: optional; empty means the company itself at its address.
  { key: 'records_custodian', kind: 'optional' },
  { key: 'records_address', kind: 'optional' },
] as const satisfies readonly { key: keyof Company; kind: 'text' | 'list' | 'number' | 'optional' }[];

/** The form's values as the staff API takes them. */
export function companyFromForm(form: FormData): Company {
  const values: Record<string, unknown> = {};
  for (const { key, kind } of COMPANY_FIELDS) {
    const raw = String(form.get(key) ?? '');
    if (kind === 'optional') {
      if (raw.trim()) values[key] = raw;
      continue;
    }
    values[key] =
      kind === 'list'
        ? raw
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : kind === 'number'
          ? integer(raw)
          : raw;
  }
  return values as Company;
}

/** A field's error from the API's field errors (a list's `tradenames.1` belongs to `tradenames`). */
export function companyFieldError(errors: Record<string, string>, key: string): string | undefined {
  return Object.entries(errors).find(([name]) => name === key || name.startsWith(`${key}.`))?.[1];
}
