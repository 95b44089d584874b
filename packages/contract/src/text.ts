/**
 * The string of every request field (ADR 0044): typed text never carries NUL or another
 * control character (PostgreSQL refuses NUL, a 500 before; the rest only hides or spoofs).
 * Request schemas build strings with these, never with a bare `z.string()`; a test walks every
 * request schema and sends NUL into each string field (schemas.test.ts).
 */
import { CONTROL_CHARACTERS, hasForbiddenControlCharacters } from '@dating/domain';
import { z } from 'zod';

/** One line of text: a name, an e-mail, a code, a search word, a token. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasForbiddenControlCharacters(v), CONTROL_CHARACTERS);

/** Text with line breaks and tabs (a message, "about me"); other control characters refused. */
export const multilineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasForbiddenControlCharacters(v, { multiline: true }), CONTROL_CHARACTERS);
