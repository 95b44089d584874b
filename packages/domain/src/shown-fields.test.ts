import { describe, expect, it } from 'vitest';
import { shownProfileNotes, shownSearchFields } from './shown-fields.ts';

describe('shownSearchFields', () => {
  it('keeps the configured order and drops unknown or repeated names', () => {
    expect(shownSearchFields(['max_age', 'gender', 'height', 'gender'])).toEqual(['max_age', 'gender']);
  });
  it('shows the region filter only together with the country filter', () => {
    expect(shownSearchFields(['countryregion', 'min_age'])).toEqual(['min_age']);
    expect(shownSearchFields(['countryregion', 'country'])).toEqual(['countryregion', 'country']);
  });
});

describe('shownProfileNotes', () => {
  it('keeps the configured notes in order and ignores other names', () => {
    expect(shownProfileNotes(['signup_reason', 'city', 'about_me'])).toEqual(['signup_reason', 'about_me']);
    expect(shownProfileNotes([])).toEqual([]);
  });
});
