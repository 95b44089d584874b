/**
 * The fixed choices of the contract's forms, kept apart from the zod schemas that use them: a
 * page's form imports these lists without pulling zod (about 26 kB gzipped) into the browser
 * (ADR 0080). The schemas in account.ts and likes.ts check against the same lists.
 */
export const GENDERS = ['male', 'female'] as const;
export const HAIR_COLOURS = ['blonde', 'brown', 'black', 'red', 'grey', 'white', 'other'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'married',
  'divorced',
  'widowed',
  'unmarried',
  'living_together',
] as const;
export const ABOUT_ME_MAX = 2000;
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'other'] as const;
