/**
 * A real SMTP server on loopback for mail tests (the `smtp-server` library): it keeps what it
 * accepted, and `refuse` makes it answer the next sessions' MAIL FROM (or RCPT TO) with a reply
 * of our choosing, as a relay that is down for a while or refuses a recipient would.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived (headers and bodies). */
  raw: string;
}

type Refusal = { code: number; message: string; at: 'mail' | 'rcpt'; times: number };

export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let refusal: Refusal | null = null;
  let attempts = 0;
  /** The error the next command gets, counting the refusal down (Infinity: for ever). */
  const refused = (at: Refusal['at']): Error | null => {
    if (!refusal || refusal.at !== at || refusal.times <= 0) return null;
    refusal.times -= 1;
    return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      callback(refused('mail'));
    },
    onRcptTo(_address, _session, callback) {
      callback(refused('rcpt'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** How many sessions reached MAIL FROM (each delivery attempt is one). */
    attempts: () => attempts,
    /** Answers the next `times` sessions with `code message` at MAIL FROM or RCPT TO. */
    refuse(code: number, message: string, times = Number.POSITIVE_INFINITY, at: Refusal['at'] = 'mail') {
      refusal = { code, message, at, times };
    },
    accept() {
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;
