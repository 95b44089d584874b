/** Locale-aware names and numbers from the platform's Intl data (no hand-made lists). */
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the given locale, e.g. ('DE', 'nl') → 'Duitsland'. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
