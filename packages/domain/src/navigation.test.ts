import { describe, expect, it } from 'vitest';
import {
  prefetchTargets,
  creditsNavEntry,
  isMembersArea,
  showBackButton,
  showDropdowns,
  showLanguageMenu,
  topNavigation,
} from './navigation.ts';

describe('§2 Top navigation: language dropdown', () => {
  it.each([
    [[], false],
    [['de'], false],
    [['de', 'en'], true],
  ])('%j → %s', (locales, expected) => {
    expect(showLanguageMenu(locales)).toBe(expected);
  });
});

describe('§2 Top navigation: credits or Get Premium', () => {
  it.each([
    [true, { kind: 'credits', href: '/credits/repeat-order' }],
    [false, { kind: 'premium', href: '/premium' }],
  ])('paid %s → %j', (paid, entry) => {
    expect(creditsNavEntry(paid)).toEqual(entry);
  });
});

describe('§2 Top navigation: dropdowns on complete-signup', () => {
  it.each([
    ['complete-signup', false],
    ['members', true],
    [null, true],
  ])('%s → %s', (route, shown) => {
    expect(showDropdowns(route)).toBe(shown);
  });
});

describe('§2 Top navigation: back button', () => {
  it.each([
    [true, 2, 'members-id', true],
    [true, 2, 'likes-type', true],
    [true, 2, 'likes-m-id', true],
    [true, 2, 'credits', true],
    [true, 2, 'credits-id-paymentmethod', true],
    [true, 1, 'members-id', false],
    [false, 5, 'members-id', false],
    [true, 5, 'members', false],
    [true, 5, undefined, false],
  ])('standalone %s, history %i, route %s → %s', (standalone, historyLength, routeId, shown) => {
    expect(showBackButton({ standalone, historyLength, routeId })).toBe(shown);
  });
});

describe('§2 Layouts: members area', () => {
  it.each([
    ['members', true],
    ['members-id', true],
    ['chats', true],
    ['likes', true],
    ['likes-m-id', true],
    ['premium', true],
    ['credits', false],
    ['profile', false],
    [null, false],
  ])('%s → %s', (route, inside) => {
    expect(isMembersArea(route)).toBe(inside);
  });
});

describe('§2 Top navigation: the whole model', () => {
  const base = { routeId: 'members', visibleLocales: ['en', 'de'], standalone: false, historyLength: 1 };

  it('logged out: a Login button and the language menu', () => {
    expect(topNavigation({ ...base, loggedIn: false, paid: false })).toEqual({
      login: true,
      entries: [],
      creditsEntry: null,
      accountMenu: false,
      languageMenu: true,
      backButton: false,
    });
  });

  it.each([
    [true, 'credits'],
    [false, 'premium'],
  ] as const)('logged in, paid %s: search, messages, likes, %s', (paid, last) => {
    const nav = topNavigation({ ...base, loggedIn: true, paid });
    expect(nav.entries).toEqual(['search', 'messages', 'likes', last]);
    expect(nav).toMatchObject({ login: false, accountMenu: true, languageMenu: true });
  });

  it('hides the dropdowns on complete-signup', () => {
    const nav = topNavigation({ ...base, loggedIn: true, paid: false, routeId: 'complete-signup' });
    expect(nav).toMatchObject({ accountMenu: false, languageMenu: false });
  });
});

describe('§9 Background prefetch: which destinations', () => {
  const hrefs = ['/members', '/chats', '/likes', '/premium'];

  it('prefetches the other destinations of a logged-in member, once each', () => {
    expect(
      prefetchTargets({
        loggedIn: true,
        saveData: false,
        hrefs: [...hrefs, '/likes'],
        currentPath: '/chats',
      }),
    ).toEqual(['/members', '/likes', '/premium']);
  });

  it('prefetches nothing for visitors or when the connection saves data', () => {
    expect(prefetchTargets({ loggedIn: false, saveData: false, hrefs, currentPath: '/' })).toEqual([]);
    expect(prefetchTargets({ loggedIn: true, saveData: true, hrefs, currentPath: '/' })).toEqual([]);
  });
});
