/**
 * Issue 22 point 4, ADR 0087: the text on the member's card statement. It must not name the niche
 * or the site: the operator sets it per site (settings `statement_descriptor`), and by default it
 * is the company's name without its legal form, as card networks allow it (22 characters of
 * letters, digits, spaces and . - *).
 */

/** Card networks' limit for a statement descriptor. */
export const STATEMENT_DESCRIPTOR_MAX = 22;
/** What a descriptor may hold: what card networks print. */
export const STATEMENT_DESCRIPTOR_PATTERN = /^[A-Za-z0-9 .*-]*$/;

const LEGAL_FORMS =
  /\b(B\.?V\.?|N\.?V\.?|GmbH|AG|Ltd\.?|LLC|Inc\.?|S\.?A\.?|SARL|AB|ApS|AS|Oy|sp\. z o\.o\.)\s*$/i;

/** The discreet default: the company name, legal form dropped, upper case, 22 characters at most. */
export function defaultStatementDescriptor(companyName: string): string {
  const plain = companyName
    .replace(LEGAL_FORMS, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 .*-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  return plain.slice(0, STATEMENT_DESCRIPTOR_MAX).trim() || 'ONLINE SERVICES';
}

/** The descriptor a site's members see: the operator's, else the default from the company name. */
export function statementDescriptor(setting: string | undefined, companyName: string): string {
  return setting?.trim() ? setting.trim() : defaultStatementDescriptor(companyName);
}
