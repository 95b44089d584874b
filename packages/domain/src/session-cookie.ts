/**
 * The session cookie's name (ADR 0044). In production it carries the `__Host-` prefix: the
 * browser then accepts it only when Secure, with Path=/ and no Domain, so a sibling subdomain
 * of a brand's domain can neither set nor overwrite a member's session. On plain http (the
 * demo network at *.localhost) browsers refuse prefixed cookies, so the name there is plain.
 */
export const SESSION_COOKIE = 'sid';
export const HOST_SESSION_COOKIE = '__Host-sid';

export function sessionCookieName(production: boolean): string {
  return production ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

/** The `name=value` pair of a session cookie among Set-Cookie headers, whichever name is in use. */
export function sessionCookiePair(setCookies: readonly string[]): string | undefined {
  return setCookies
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`${HOST_SESSION_COOKIE}=`))
    ?.split(';')[0];
}

/** Whether a Cookie header carries a session cookie (of either name). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Host-)?sid=/.test(cookieHeader);
}
