/**
 * An SMTP server on loopback that keeps what it receives, for the cluster runs in production
 * mode (SMTP_URL is required there): the members' activation links arrive here exactly as a
 * mail provider would receive them. `smtp-server` and `mailparser` are nodemailer's own.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail to `to` that `match` accepts (waiting up to `timeoutMs`). */
  waitFor(to: string, match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailSink(port: number): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo) {
            received.push({
              to: rcpt.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, match, timeoutMs = 60_000) {
      const find = () => received.find((m) => m.to === to.toLowerCase() && match(m));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
