/**
 * Outgoing e-mail. nodemailer builds every message in the request (address parsing, headers), so
 * a malformed mail or an address without a recipient fails there in both modes. Without `SMTP_URL` (the embedded demo default) the
 * mail is kept in the delivery log `outbox_messages`, where the dev mail page (packages/server)
 * shows it. With it the mail is queued in that log and the delivery worker hands it to the SMTP
 * server after the request, retrying with back-off (ADR 0073) — a request never waits for SMTP
 * and a mail is never dropped. Either way the caller's code path is the same.
 */
import type { Db } from '@dating/db';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { type Clock, systemClock } from '../core/clock.ts';
import { storeMessage } from '../delivery/store.ts';
import { MessageRefused, type Transport } from '../delivery/transport.ts';

export interface OutgoingMail {
  siteHost: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Stores the mail, in `db` when given: a caller's transaction, so the mail exists only if what
   * it announces commits. Throws for a mail nodemailer cannot build, never for a refusing server.
   */
  send(mail: OutgoingMail, db?: Db): Promise<void>;
  /** 'smtp' or 'outbox', for the start banner and the dev mail page. */
  readonly mode: 'smtp' | 'outbox';
  /** The SMTP server the delivery worker hands queued mails to; none in the outbox mode. */
  readonly transport?: Transport;
}

export function createMailer(options: { db: Db; smtpUrl?: string; now?: Clock }): Mailer {
  // jsonTransport runs nodemailer's own message building without a network, and gives the
  // Message-ID every attempt of a queued mail then carries.
  const builder = nodemailer.createTransport({ jsonTransport: true });
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined;
  const now = options.now ?? systemClock;
  return {
    mode: transport ? 'smtp' : 'outbox',
    transport,
    async send(mail, db = options.db) {
      const info = await builder.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      // nodemailer builds an unparsable address into no recipient at all; SMTP would refuse that
      // on every attempt, so it is refused here, in the request, in both modes alike.
      if (info.envelope.to.length === 0)
        throw new Error(`No recipients defined (to: ${JSON.stringify(mail.to)})`);
      await storeMessage(
        db,
        {
          siteHost: mail.siteHost,
          channel: 'email',
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          envelope: { from: mail.from, headers: mail.headers },
          messageId: info.messageId ?? null,
        },
        transport ? { now: now() } : null,
      );
    },
  };
}

/** SMTP codes that refuse the message itself (its sender, a recipient, its content), not the session. */
const MESSAGE_ERRORS = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * nodemailer waits up to 2 minutes to connect and 10 for a silent socket; an attempt must end
 * well within the queue's 2-minute lease, or another instance would take the job over and send
 * the mail a second time. Timeouts in `SMTP_URL`'s query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

function smtpTransport(url: string): Transport {
  const smtp = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...parseConnectionUrl(url) });
  return {
    async transmit(message) {
      try {
        const info = await smtp.sendMail({
          from: message.envelope?.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody ?? undefined,
          html: message.htmlBody ?? undefined,
          headers: message.envelope?.headers,
          messageId: message.messageId ?? undefined,
        });
        return { messageId: info.messageId ?? null };
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        if (code && MESSAGE_ERRORS.has(code) && (responseCode ?? 0) >= 500) {
          throw new MessageRefused((error as Error).message, { cause: error });
        }
        throw error;
      }
    },
  };
}
