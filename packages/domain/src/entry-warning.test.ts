import { describe, expect, it } from 'vitest';
import {
  ENTRY_WARNING_LAYOUT_COUNTRIES,
  type EntryWarningInput,
  shouldShowEntryWarning,
} from './entry-warning.ts';

const base: EntryWarningInput = {
  loggedIn: false,
  standalone: false,
  dismissedAt: null,
  enableSiteEntryPopup: 'yes',
  selectedCountry: 'GB',
  allowedCountries: ['GB', 'NL', 'DE', 'FR'],
  layout: 'default',
};

describe('§2 Site-entry warning', () => {
  it('chat and lander layouts show it for NL and DE', () => {
    expect(ENTRY_WARNING_LAYOUT_COUNTRIES).toEqual(['NL', 'DE']);
  });

  it.each<[string, Partial<EntryWarningInput>, boolean]>([
    ['a new visitor', {}, true],
    ['a lower-case country', { selectedCountry: 'gb' }, true],
    ['a member', { loggedIn: true }, false],
    ['the installed app', { standalone: true }, false],
    ['after dismissal', { dismissedAt: 1 }, false],
    ['with the setting off', { enableSiteEntryPopup: 'no' }, false],
    ['outside the allowed countries', { selectedCountry: 'US' }, false],
    ['without a selected country', { selectedCountry: null }, false],
    ['the empty layout', { layout: 'empty' }, false],
    ['the chat layout from GB', { layout: 'chat' }, false],
    ['the chat layout from NL', { layout: 'chat', selectedCountry: 'NL' }, true],
    ['the lander layout from DE', { layout: 'lander', selectedCountry: 'DE' }, true],
    ['the lander layout from FR', { layout: 'lander', selectedCountry: 'FR' }, false],
    [
      'the lander layout from DE, not allowed',
      { layout: 'lander', selectedCountry: 'DE', allowedCountries: ['NL'] },
      false,
    ],
  ])('%s → %s', (_case, patch, shown) => {
    expect(shouldShowEntryWarning({ ...base, ...patch })).toBe(shown);
  });
});
