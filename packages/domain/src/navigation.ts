/** Top-navigation rules (spec §2 Top navigation, Layouts). Routes are named by their route id. */

/** Spec §2: the route ids of the members area (time-bonus banner and modal live here). */
export const MEMBERS_AREA_ROUTES = [
  'members',
  'members-id',
  'chats',
  'likes',
  'likes-m-id',
  'premium',
] as const;

/** Spec §2: the routes that show a back button in the installed app. */
export const BACK_BUTTON_ROUTES = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
] as const;

/** Spec §2: where the credits / premium entry of the top navigation leads. */
export const NAV_LINKS = {
  repeatOrder: '/credits/repeat-order',
  premium: '/premium',
  login: '/login',
} as const;

const includes = (list: readonly string[], value: string | null | undefined) =>
  value != null && list.includes(value);

/** Spec §2 Layouts: whether a route id belongs to the members area. */
export function isMembersArea(routeId: string | null | undefined): boolean {
  return includes(MEMBERS_AREA_ROUTES, routeId);
}

/** Spec §2: the language dropdown shows only when more than one locale is visible. */
export function showLanguageMenu(visibleLocales: readonly string[]): boolean {
  return visibleLocales.length > 1;
}

/** Spec §2: paid members get a credits entry to the repeat-order page, others Get Premium. */
export function creditsNavEntry(paid: boolean): { kind: 'credits' | 'premium'; href: string } {
  return paid
    ? { kind: 'credits', href: NAV_LINKS.repeatOrder }
    : { kind: 'premium', href: NAV_LINKS.premium };
}

/** Spec §2: the dropdowns (account, language) are hidden on the complete-signup route. */
export function showDropdowns(routeId: string | null | undefined): boolean {
  return routeId !== 'complete-signup';
}

/**
 * Spec §2: a back button appears only in an installed-app (standalone) window, when history is
 * longer than 1, on members-id, likes-type, likes-m-id, credits and credits-id-paymentmethod.
 */
export function showBackButton(input: {
  standalone: boolean;
  historyLength: number;
  routeId: string | null | undefined;
}): boolean {
  return input.standalone && input.historyLength > 1 && includes(BACK_BUTTON_ROUTES, input.routeId);
}

/** What the top navigation shows (spec §2). */
export interface TopNavigation {
  /** Logged out: only a Login button. */
  login: boolean;
  /** Logged in: search, messages, likes and the credits or premium entry. */
  entries: readonly ('search' | 'messages' | 'likes' | 'credits' | 'premium')[];
  creditsEntry: { kind: 'credits' | 'premium'; href: string } | null;
  accountMenu: boolean;
  languageMenu: boolean;
  backButton: boolean;
}

/** Spec §2 Top navigation: the whole navigation model for one render. */
export function topNavigation(input: {
  loggedIn: boolean;
  paid: boolean;
  routeId: string | null | undefined;
  visibleLocales: readonly string[];
  standalone: boolean;
  historyLength: number;
}): TopNavigation {
  const dropdowns = showDropdowns(input.routeId);
  const credits = input.loggedIn ? creditsNavEntry(input.paid) : null;
  return {
    login: !input.loggedIn,
    entries: credits ? ['search', 'messages', 'likes', credits.kind] : [],
    creditsEntry: credits,
    accountMenu: input.loggedIn && dropdowns,
    languageMenu: dropdowns && showLanguageMenu(input.visibleLocales),
    backButton: showBackButton(input),
  };
}

/**
 * Spec §9 background prefetch (ADR 0034): after load, when the browser is idle, the top
 * navigation's other destinations are fetched ahead — for logged-in members only (visitors have
 * just a Login button) and never when the connection asks to save data.
 */
export function prefetchTargets(input: {
  loggedIn: boolean;
  saveData: boolean;
  hrefs: readonly string[];
  currentPath: string;
}): string[] {
  if (!input.loggedIn || input.saveData) return [];
  return [...new Set(input.hrefs)].filter((href) => href !== input.currentPath);
}
