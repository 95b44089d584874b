/**
 * What the chat route modules (chats, messages, live) share about a request: the clock (tests
 * inject one through deps) and the one not-found answer that never says whether a conversation
 * exists for someone else.
 */
import { ApiHttpError } from '../http/errors.ts';

export { now } from '../http/clock.ts';

export const notFound = () => new ApiHttpError(404, 'not_found', 'This page could not be found');
