/**
 * Outgoing e-mail through nodemailer. With `SMTP_URL` every mail goes to that server; without
 * it (the embedded demo default) nodemailer builds the message and it is kept in the
 * `outbox_messages` table, where the dev mail page (packages/server) shows it. Either way the
 * caller's code path is the same, so what a test reads from the outbox is what SMTP would send.
 * Both modes leave a row with the delivery state (ADR 0068); with SMTP without the bodies.
 */
import type { Db } from '@dating/db';
import { outboxMessages } from '@dating/db/schema';
import nodemailer from 'nodemailer';

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
  send(mail: OutgoingMail): Promise<void>;
  /** 'smtp' or 'outbox', for the start banner and the dev mail page. */
  readonly mode: 'smtp' | 'outbox';
}

const nodemailerMessage = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: mail.headers,
});

const logged = (mail: OutgoingMail) => ({
  siteHost: mail.siteHost,
  channel: 'email' as const,
  toAddress: mail.to,
  subject: mail.subject,
});

export function createMailer(options: { db: Db; smtpUrl?: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        // Bodies are not kept once a mail really left (ADR 0068): they hold sign-in and reset links.
        try {
          const info = await transport.sendMail(nodemailerMessage(mail));
          await options.db.insert(outboxMessages).values({
            ...logged(mail),
            state: 'sent',
            sentAt: new Date(),
            messageId: info.messageId ?? null,
          });
        } catch (error) {
          await options.db
            .insert(outboxMessages)
            .values({ ...logged(mail), state: 'failed', error: String((error as Error).message ?? error) });
          throw error;
        }
      },
    };
  }
  // jsonTransport runs nodemailer's own message building (address parsing, headers) without a
  // network, so a malformed address fails here exactly as it would with SMTP.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(mail));
      await options.db.insert(outboxMessages).values({
        ...logged(mail),
        textBody: mail.text,
        htmlBody: mail.html,
        state: 'kept',
        messageId: info.messageId ?? null,
      });
    },
  };
}
