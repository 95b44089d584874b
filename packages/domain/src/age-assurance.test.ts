import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGE_ASSURANCE,
  ageAssuranceEditSchema,
  performerRecordSchema,
  explicitMediaLocked,
  isExplicitPhoto,
  missingAgeChecks,
  requiredAgeChecks,
} from './age-assurance.ts';

describe('requiredAgeChecks', () => {
  it('asks the UK, France and Germany for their checks by default, nobody else', () => {
    expect(requiredAgeChecks(undefined, 'GB')).toEqual(['hea']);
    expect(requiredAgeChecks(undefined, 'FR')).toEqual(['double_anonymity']);
    expect(requiredAgeChecks(undefined, 'DE')).toEqual(['kjm']);
    expect(requiredAgeChecks(undefined, 'NL')).toEqual([]);
    expect(requiredAgeChecks(undefined, null)).toEqual([]);
  });

  it("follows the operator's setting once there is one (a country left out needs only the floor)", () => {
    const setting = { NL: ['hea' as const], GB: ['hea' as const, 'kjm' as const] };
    expect(requiredAgeChecks(setting, 'NL')).toEqual(['hea']);
    expect(requiredAgeChecks(setting, 'GB')).toEqual(['hea', 'kjm']);
    expect(requiredAgeChecks(setting, 'DE')).toEqual([]);
  });
});

describe('missingAgeChecks and explicitMediaLocked', () => {
  it('locks until every required method passed', () => {
    expect(missingAgeChecks(['hea', 'kjm'], ['kjm'])).toEqual(['hea']);
    expect(explicitMediaLocked(missingAgeChecks(['hea'], []))).toBe(true);
    expect(explicitMediaLocked(missingAgeChecks(['hea'], ['hea']))).toBe(false);
    expect(explicitMediaLocked(missingAgeChecks([], []))).toBe(false);
  });
});

describe('isExplicitPhoto', () => {
  it('never counts the main photo, counts premium-only photos and the other photos of an explicit persona', () => {
    expect(isExplicitPhoto({ isMain: true, premiumOnly: true, ownerExplicit: true })).toBe(false);
    expect(isExplicitPhoto({ isMain: false, premiumOnly: true, ownerExplicit: false })).toBe(true);
    expect(isExplicitPhoto({ isMain: false, premiumOnly: false, ownerExplicit: true })).toBe(true);
    expect(isExplicitPhoto({ isMain: false, premiumOnly: false, ownerExplicit: false })).toBe(false);
  });
});

describe('ageAssuranceEditSchema', () => {
  it('keeps the defaults valid, drops empty countries and repeats', () => {
    expect(ageAssuranceEditSchema.parse(DEFAULT_AGE_ASSURANCE)).toEqual(DEFAULT_AGE_ASSURANCE);
    expect(ageAssuranceEditSchema.parse({ GB: ['hea', 'hea'], NL: [] })).toEqual({ GB: ['hea'] });
  });

  it('names a bad country or an unknown method', () => {
    const bad = ageAssuranceEditSchema.safeParse({ gb: ['hea'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('invalid_country');
    const unknown = ageAssuranceEditSchema.safeParse({ GB: ['selfie'] });
    expect(unknown.error?.issues[0]?.message).toBe('invalid');
    const notATable = ageAssuranceEditSchema.safeParse('GB: hea');
    expect(notATable.error?.issues[0]?.message).toBe('invalid');
  });
});

describe('performerRecordSchema', () => {
  const record = {
    legal_name: 'Jane Example',
    other_names: ' Jenny \n\n J. Doe ',
    date_of_birth: '1995-04-02',
    id_document_type: 'passport',
    id_document_number: 'X1234567',
    id_issuer: 'Kingdom of the Netherlands',
    production_date: '2024-06-01',
  };

  it('keeps a complete record, one other name a line', () => {
    expect(performerRecordSchema.parse(record).other_names).toBe('Jenny\nJ. Doe');
  });

  it('refuses a performer under 18 on the production date, a bad date and a missing document number', () => {
    const young = performerRecordSchema.safeParse({ ...record, date_of_birth: '2006-06-02' });
    expect(young.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date_of_birth', 'performer_minor'],
    ]);
    const bad = performerRecordSchema.safeParse({
      ...record,
      production_date: '2024-02-30',
      id_document_number: ' ',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id_document_number', 'required'],
      ['production_date', 'invalid_date'],
    ]);
  });
});
