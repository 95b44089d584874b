/**
 * Where "Verify your age" leads (ADR 0088): the age check page, which brings the member back
 * to the page they were on once the check is done.
 */
export function ageCheckHref(returnTo: string): string {
  return `/age-check?return_to=${encodeURIComponent(returnTo)}`;
}

/** A path of this site to come back to, else the age check page itself. */
export function safeReturnPath(raw: string | null | undefined): string {
  return raw && /^\/(?![/\\])/.test(raw) && raw.length <= 500 ? raw : '/age-check';
}
