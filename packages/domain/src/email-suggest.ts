/**
 * Spec §5 "Did you mean" for a typed e-mail address. Apart from validation.ts, and reached only
 * through `@dating/domain/email-suggest`, because the provider list is kilobytes the signup form
 * loads on demand, once an @ is typed, rather than on every page that shows the form.
 */
import emailMisspelled, { top100 } from 'email-misspelled';

/** Providers common in our 19 countries that the library's top-100 list lacks. */
const EXTRA_DOMAINS = [
  'icloud.com',
  'outlook.de',
  'outlook.fr',
  'outlook.es',
  'outlook.it',
  'hotmail.nl',
  'hotmail.be',
  'hotmail.se',
  'hotmail.dk',
  'hotmail.no',
  'live.be',
  'live.se',
  'live.dk',
  'live.no',
  'ziggo.nl',
  'kpnmail.nl',
  'gmx.at',
  'gmx.ch',
  'protonmail.com',
  'proton.me',
  'wp.pl',
  'o2.pl',
  'op.pl',
  'onet.pl',
  'interia.pl',
  'seznam.cz',
  'telia.com',
  'online.no',
  'yahoo.se',
  'yahoo.dk',
];

const suggester = emailMisspelled({
  domains: [...top100, ...EXTRA_DOMAINS],
  maxMisspelled: 2,
  lengthDiffMax: 2,
});

/**
 * Spec §5 "Did you mean": the address with a common provider's domain when the typed domain
 * looks like a typo of it (gmial.com → gmail.com), else null.
 */
export function suggestEmail(email: string): string | null {
  const value = email.trim();
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  const best = suggester(`${local}@${value.slice(at + 1).toLowerCase()}`)[0];
  return best ? `${local}@${best.suggest}` : null;
}
