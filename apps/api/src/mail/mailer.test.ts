/**
 * With SMTP every mail leaves a delivery log row too (ADR 0068): `sent` with the server's
 * Message-ID and no bodies, or `failed` with the transport's error (and the caller still sees
 * the error). A minimal SMTP server on loopback stands in for the real one.
 */
import { type Server, createServer } from 'node:net';
import { outboxMessages } from '@dating/db/schema';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, createHarness } from '../test/harness.ts';
import { type OutgoingMail, createMailer } from './mailer.ts';

let h: Harness;
let smtp: Server;
let port = 0;

/** Accepts every mail: enough of RFC 5321 for nodemailer's plain, unauthenticated session. */
function fakeSmtp(): Server {
  return createServer((socket) => {
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
}

beforeAll(async () => {
  h = await createHarness({ members: 1 });
  smtp = fakeSmtp();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.address() as { port: number }).port;
});
afterAll(async () => {
  smtp.close();
  await h.close();
});

const mail: OutgoingMail = {
  siteHost: 'velvet.localhost',
  from: { name: 'Velvet', address: 'noreply@velvet.localhost' },
  to: 'someone@example.test',
  subject: 'Your reset link',
  text: 'https://velvet.localhost/reset?token=secret',
  html: '<p>secret</p>',
};
const last = async () =>
  (await h.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]!;

describe('the SMTP mailer', () => {
  it('logs a sent mail with its Message-ID and without its bodies', async () => {
    const mailer = createMailer({ db: h.db, smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    await mailer.send(mail);
    expect(await last()).toMatchObject({
      channel: 'email',
      state: 'sent',
      toAddress: mail.to,
      subject: mail.subject,
      siteHost: mail.siteHost,
      textBody: null,
      htmlBody: null,
      error: null,
      messageId: expect.stringMatching(/^<.+>$/),
    });
  });

  it('logs a refused mail as failed with the error, and the caller still sees it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer({ db: h.db, smtpUrl: `smtp://127.0.0.1:${deadPort}` });
    await expect(mailer.send(mail)).rejects.toThrow();
    const row = await last();
    expect(row).toMatchObject({ state: 'failed', textBody: null, messageId: null });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
