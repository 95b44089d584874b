/**
 * The visitor's cookie-consent choice (ADR 0030): read from the `cookie_consent` cookie, stored
 * with the day it was made for a year. Until an accept only necessary cookies are set.
 */
import { CONSENT_COOKIE, type ConsentChoice, consentValue, parseConsent } from '@dating/domain';
import { readCookie, setCookie } from './cookies.ts';

const ONE_YEAR_S = 365 * 86_400;

export const readConsent = (request: Request) =>
  parseConsent(readCookie(request.headers.get('cookie'), CONSENT_COOKIE));

export const consentCookie = (choice: ConsentChoice, now: Date, secure: boolean) =>
  setCookie(CONSENT_COOKIE, consentValue(choice, now), { maxAgeSeconds: ONE_YEAR_S, secure });

/** A Set-Cookie that removes a cookie of this site. */
export const expiredCookie = (name: string) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
