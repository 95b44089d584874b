/**
 * Spec §3 settings `search_fields` and `visible_profile_notes`: the operator lists which search
 * filters and which profile notes a site shows, in the order given. Names the site does not know
 * are ignored rather than failing the page, so a typo in an override hides one field, no more.
 */

/** The member search filters (GET /api/members.php query names). */
export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The free-text notes a member writes about themselves, shown on their profile page (ADR 0035). */
export const PROFILE_NOTES = ['about_me', 'signup_reason'] as const;
export type ProfileNote = (typeof PROFILE_NOTES)[number];

function known<T extends string>(configured: readonly string[], names: readonly T[]): T[] {
  const picked: T[] = [];
  for (const name of configured) {
    if ((names as readonly string[]).includes(name) && !picked.includes(name as T)) picked.push(name as T);
  }
  return picked;
}

/** The search filters to show, in the configured order; the region only beside its country. */
export function shownSearchFields(configured: readonly string[]): SearchField[] {
  const fields = known(configured, SEARCH_FIELDS);
  return fields.filter((f) => f !== 'countryregion' || fields.includes('country'));
}

/** The profile notes to show, in the configured order. */
export function shownProfileNotes(configured: readonly string[]): ProfileNote[] {
  return known(configured, PROFILE_NOTES);
}
