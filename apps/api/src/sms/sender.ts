/**
 * Text messages (the direct debit code, spec §4): the embedded default writes them to the
 * `sms_outbox` table, shown on the dev mail page; an SMS gateway adapter implements the same
 * `send` and is passed as `ApiDeps.sms`.
 */
import type { Db } from '@dating/db';
import { smsOutbox } from '@dating/db/schema';

export interface SmsSender {
  /** E.164 number and the text; resolves once the message is handed over. */
  send(to: string, body: string): Promise<void>;
}

export function createSmsOutbox(db: Db): SmsSender {
  return {
    async send(to, body) {
      await db.insert(smsOutbox).values({ toNumber: to, body });
    },
  };
}
