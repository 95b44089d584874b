/**
 * What hands a stored e-mail or text message to the world (ADR 0073): SMTP for mail, a gateway
 * adapter for SMS. The delivery worker (deliver.ts) calls it with the queued row; it resolves
 * once the far side took the message and throws when it did not.
 */
import type { outboxMessages } from '@dating/db/schema';

export type StoredMessage = typeof outboxMessages.$inferSelect;

export interface Transport {
  /** Resolves with the id the far side gave the message, if it gave one. */
  transmit(message: StoredMessage): Promise<{ messageId?: string | null }>;
}

/**
 * The far side refused this very message for good (an SMTP 5xx to its sender, recipient or
 * content): trying again later cannot help, so it is failed at once. Anything else thrown is
 * taken as passing (a connection, a 4xx, a login) and tried again after the back-off.
 */
export class MessageRefused extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MessageRefused';
  }
}
