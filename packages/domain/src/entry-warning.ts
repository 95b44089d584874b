/**
 * The adult-content warning on entry (spec §1, §2 Site-entry warning modal, Layouts; §9):
 * shown once to logged-out visitors, on the chat and lander layouts only in NL and DE.
 */

/** Spec §9: the countries where the chat and lander layouts show the warning. */
export const ENTRY_WARNING_LAYOUT_COUNTRIES = ['NL', 'DE'] as const;

/** Spec §2: the layouts of the site. */
export type Layout = 'default' | 'chat' | 'lander' | 'empty';

/** Spec §2: everything the entry warning depends on. */
export interface EntryWarningInput {
  loggedIn: boolean;
  /** Running as an installed app (display-mode standalone). */
  standalone: boolean;
  /** When the visitor dismissed it (stored), or null. A dismissal never expires. */
  dismissedAt: number | null;
  enableSiteEntryPopup: 'yes' | 'no';
  /** The visitor's selected country (settings geoip_selected_country). */
  selectedCountry: string | null;
  /** The site's entry-popup countries. */
  allowedCountries: readonly string[];
  layout: Layout;
}

const has = (list: readonly string[], country: string) => list.some((c) => c.toUpperCase() === country);

/**
 * Spec §2: whether to show the entry warning. Skipped when logged in, in the standalone app,
 * once dismissed, when enable_site_entry_popup is no, when the selected country is unknown or
 * outside the allowed list, on the empty layout, and on chat/lander layouts outside NL and DE.
 */
export function shouldShowEntryWarning(input: EntryWarningInput): boolean {
  if (input.loggedIn || input.standalone || input.dismissedAt !== null) return false;
  if (input.enableSiteEntryPopup !== 'yes' || !input.selectedCountry) return false;
  const country = input.selectedCountry.toUpperCase();
  if (!has(input.allowedCountries, country)) return false;
  if (input.layout === 'empty') return false;
  return input.layout === 'default' || has(ENTRY_WARNING_LAYOUT_COUNTRIES, country);
}
