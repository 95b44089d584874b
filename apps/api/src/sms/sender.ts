/**
 * Text messages (the direct debit code, spec §4): the embedded default keeps them in the delivery
 * log `outbox_messages` (channel `sms`, state `kept`), shown on the dev mail page and in the
 * console's outbox (ADR 0068); an SMS gateway adapter implements the same `send`, is passed as
 * `ApiDeps.sms` and logs what it handed over the same way.
 */
import type { Db } from '@dating/db';
import { outboxMessages } from '@dating/db/schema';

export interface OutgoingSms {
  siteHost: string;
  /** E.164 number. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Resolves once the message is handed over. */
  send(sms: OutgoingSms): Promise<void>;
}

export function createSmsOutbox(db: Db): SmsSender {
  return {
    async send(sms) {
      await db.insert(outboxMessages).values({
        siteHost: sms.siteHost,
        channel: 'sms',
        toAddress: sms.to,
        subject: '',
        textBody: sms.body,
        state: 'kept',
      });
    },
  };
}
