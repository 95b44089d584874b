/**
 * The console language of a request: the signed-in staff member's (stored in staff.language),
 * else the `console_lng` cookie the switch sets, else the browser's first console language.
 */
import { createCookie } from '@remix-run/node';
import type { StaffMe } from '@dating/contract';
import { CONSOLE_LOCALES, type ConsoleLocale, isConsoleLocale } from '../i18n.ts';

export const languageCookie = createCookie('console_lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});

export async function requestLocale(request: Request, me: StaffMe | null): Promise<ConsoleLocale> {
  if (me) return me.language;
  const fromCookie = await languageCookie.parse(request.headers.get('cookie'));
  if (isConsoleLocale(fromCookie)) return fromCookie;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return accepted.find((l): l is ConsoleLocale => (CONSOLE_LOCALES as readonly string[]).includes(l)) ?? 'en';
}
