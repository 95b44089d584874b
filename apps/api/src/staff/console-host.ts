/**
 * Where the console answers: `console.localhost` (any port) off production, and `console.<domain>`
 * for every brand domain. A brand host never serves the console or the staff API, and the console
 * host never serves a brand (issue 18).
 */
import type { BrandConfig } from '@dating/brand';

export const CONSOLE_LABEL = 'console';

export function isConsoleHost(host: string, brands: readonly BrandConfig[], production: boolean): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (!name.startsWith(`${CONSOLE_LABEL}.`)) return false;
  const rest = name.slice(CONSOLE_LABEL.length + 1);
  if (!production && rest === 'localhost') return true;
  return brands.some((brand) => brand.domains.some((domain) => domain.host === rest));
}
