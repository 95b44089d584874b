/**
 * Control characters in typed text. PostgreSQL refuses U+0000 in text columns (a 500 before),
 * and the other C0 controls and DEL have no business in a name, an e-mail or a search word.
 * Multi-line fields (a message, "about me") keep line breaks and tabs; browsers send a
 * textarea's line breaks as CR LF, so CR is allowed there too.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's job
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's job
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** The field error code of text with a forbidden control character. */
export const CONTROL_CHARACTERS = 'control_characters';

export function hasForbiddenControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}
