/**
 * Text messages (the direct debit code, spec §4). Every text is a row of the delivery log
 * `outbox_messages` (channel `sms`, ADR 0068). The embedded default (`SMS=outbox`) has no
 * gateway: the row is the delivery (`kept`), shown on the dev mail page and in the console's
 * outbox. An SMS gateway adapter gives a `transport`: the text is then queued and the delivery
 * worker hands it over with the same retries as e-mail (ADR 0073).
 */
import type { Db } from '@dating/db';
import { type Clock, systemClock } from '../core/clock.ts';
import { storeMessage } from '../delivery/store.ts';
import type { Transport } from '../delivery/transport.ts';

export interface OutgoingSms {
  siteHost: string;
  /** E.164 number. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Stores the text, in `db` when given (a caller's transaction); resolves once it is stored. */
  send(sms: OutgoingSms, db?: Db): Promise<void>;
  /** The gateway the delivery worker hands queued texts to; none: kept in the outbox. */
  readonly transport?: Transport;
}

export function createSmsSender(options: { db: Db; transport?: Transport; now?: Clock }): SmsSender {
  const now = options.now ?? systemClock;
  return {
    transport: options.transport,
    async send(sms, db = options.db) {
      await storeMessage(
        db,
        { siteHost: sms.siteHost, channel: 'sms', to: sms.to, subject: '', text: sms.body },
        options.transport ? { now: now() } : null,
      );
    },
  };
}
