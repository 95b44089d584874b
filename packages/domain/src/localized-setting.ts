/**
 * Site settings that members read (the fictional-profile notice, the home page title and
 * description) have a text per language (ADR 0043). The operator may set one per language,
 * `{"de": …, "fr": …}`; a language without one gets the translated default. A single value,
 * not split by language (how these settings were stored before), is the operator's text for the
 * domain's own language only: it was written for that site's visitors.
 */

/** The operator's text for `locale`, or undefined when the default applies. */
export function operatorText<T>(
  stored: unknown,
  input: { locale: string; domainLanguage: string; isText: (value: unknown) => value is T },
): T | undefined {
  if (stored === undefined || stored === null) return undefined;
  if (input.isText(stored)) return input.locale === input.domainLanguage ? stored : undefined;
  if (typeof stored !== 'object') return undefined;
  const mine = (stored as Record<string, unknown>)[input.locale];
  return input.isText(mine) ? mine : undefined;
}

export const isNonEmptyText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
