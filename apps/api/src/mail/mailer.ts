/**
 * Outgoing e-mail through nodemailer. With `SMTP_URL` every mail goes to that server; without
 * it (the embedded demo default) nodemailer builds the message and it is kept in the
 * `outbox_messages` table, where the dev mail page (packages/server) shows it. Either way the
 * caller's code path is the same, so what a test reads from the outbox is what SMTP would send.
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

export function createMailer(options: { db: Db; smtpUrl?: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail(nodemailerMessage(mail));
      },
    };
  }
  // jsonTransport runs nodemailer's own message building (address parsing, headers) without a
  // network, so a malformed address fails here exactly as it would with SMTP.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    async send(mail) {
      await transport.sendMail(nodemailerMessage(mail));
      await options.db.insert(outboxMessages).values({
        siteHost: mail.siteHost,
        channel: 'email',
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
    },
  };
}
