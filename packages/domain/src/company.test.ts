import { describe, expect, it } from 'vitest';
import { companySchema } from './company.ts';

const company = {
  name: 'Lanternfield Media B.V.',
  address: 'Prinsengracht 263',
  kvk: '90417382',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Velvet Date'],
  vat_numbers: ['NL865392716B01'],
  support_phone: '+31 20-794-6000',
  delete_discount: 50,
  added: '2024-03-01T12:00:00Z',
};

const issues = (value: unknown) => {
  const r = companySchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('§3 company info, one schema for the seed file, the console and the CLI (ADR 0069)', () => {
  it('accepts the company as the seed file holds it, trimmed', () => {
    expect(issues(company)).toEqual([]);
    expect(companySchema.parse({ ...company, name: '  Acme B.V. ' }).name).toBe('Acme B.V.');
  });

  it('names every refused field with its reason', () => {
    expect(
      issues({
        ...company,
        name: 'A',
        address: '',
        country: 'nl',
        tradenames: ['ok', ''],
        support_phone: 'call us',
        delete_discount: 101,
        added: 'yesterday',
        city: 'Amster\u0000dam',
      }),
    ).toEqual([
      'name:too_short',
      'address:too_short',
      'city:control_characters',
      'country:invalid_country',
      'tradenames.1:required',
      'support_phone:invalid_phone',
      'delete_discount:too_big',
      'added:invalid_date',
    ]);
    expect(issues({ ...company, colour: 'red' })).toHaveLength(1);
    expect(issues({ ...company, kvk: 'x'.repeat(41) })).toEqual(['kvk:too_long']);
  });
});
