/**
 * One simulated member of the load and fault runs: the member API over HTTP through the proxy,
 * with the site's Host header and the member's own cookies, and the live event stream read the
 * way a browser's EventSource reads it — on a drop it reconnects after the server's `retry:` and
 * sends `Last-Event-ID`, so the stream resumes where it stopped (issue 20 point 2).
 */
import { randomUUID } from 'node:crypto';
import { createParser } from 'eventsource-parser';
import { type Dispatcher, request } from 'undici';
import type { MailSink } from './mail-sink.ts';
import type { Recorder } from './recorder.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A message the stream delivered: its id and how often it arrived. */
export interface StreamLog {
  messages: Map<number, number>;
  reconnects: number;
}

export class SimulatedMember {
  id = 0;
  private readonly cookies = new Map<string, string>();
  private streamAbort: AbortController | null = null;
  readonly stream: StreamLog = { messages: new Map(), reconnects: 0 };

  constructor(
    private readonly proxy: string,
    private readonly host: string,
    readonly email: string,
    private readonly dispatcher: Dispatcher,
    private readonly recorder: Recorder,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  /** One API call, timed and counted under `action`; network errors count as status 0. */
  async call(action: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    try {
      const res = await request(`${this.proxy}${path}`, {
        method: method as Dispatcher.HttpMethod,
        dispatcher: this.dispatcher,
        headers: {
          host: this.host,
          cookie: this.cookieHeader(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      this.keepCookies(res.headers['set-cookie']);
      // A temporary refusal must say when to come back (issue 20: 503 with Retry-After).
      if (res.statusCode === 503 && !res.headers['retry-after'])
        this.recorder.note('without Retry-After', `${method} ${path}`);
      const text = await res.body.text();
      this.recorder.record(action, res.statusCode, performance.now() - started);
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { raw: text.slice(0, 200) };
      }
      return { status: res.statusCode, body: parsed };
    } catch (error) {
      this.recorder.record(action, 0, performance.now() - started, (error as Error).message);
      return { status: 0, body: { error: (error as Error).message } };
    }
  }

  async signUp(name: string, gender: 'male' | 'female'): Promise<boolean> {
    const res = await this.call('signup', 'POST', '/api/signup.php', {
      email: this.email,
      name,
      date_of_birth: '1988-05-17',
      password: 'load-test-pass-2026',
      gender,
      looking_for: gender === 'male' ? 'female' : 'male',
      terms: true,
    });
    if (res.status !== 201) return false;
    this.id = Number((res.body.user as { id: number }).id);
    return true;
  }

  /** Follows the activation link of the mail the sink received. */
  async activate(mail: MailSink): Promise<boolean> {
    const received = await mail.waitFor(this.email, (m) => /\/activate\?token=/.test(m.text));
    const token = decodeURIComponent(/\/activate\?token=([^\s"<>]+)/.exec(received.text)![1]!);
    const res = await this.call('activate', 'POST', '/api/activation.php', { token });
    return res.status === 200;
  }

  search(page: number) {
    return this.call('search', 'GET', `/api/members.php?page=${page}`);
  }

  like(id: number) {
    return this.call('like', 'POST', '/api/like.php', { id, source: 'search' });
  }

  /** Buys the smallest bundle through the sandbox's hosted checkout; the payment's id or null. */
  async buy(): Promise<number | null> {
    const started = await this.call('payment', 'POST', '/api/payment.php', { tier: 'p0', method: 'visa' });
    if (started.status !== 201) return null;
    const token = String(started.body.redirect_url).replace(/^.*\/sandbox-pay\//, '');
    const paid = await this.call('payment', 'POST', '/api/payment-sandbox.php', { token, outcome: 'paid' });
    return paid.status === 200 ? Number((started.body.payment as { id: number }).id) : null;
  }

  /** Sends a text message; the message id on success. A retry after a lost answer reuses client_id. */
  async send(to: number, text: string): Promise<{ status: number; messageId: number | null }> {
    const clientId = randomUUID();
    for (let attempt = 0; ; attempt++) {
      const res = await this.call('message', 'POST', '/api/message.php', {
        profile: to,
        kind: 'message',
        text,
        client_id: clientId,
      });
      // A dropped connection or a 503 leaves the sender unsure: the same client_id again is
      // answered with the first message, never a second one (ADR 0023).
      if ((res.status === 0 || res.status === 502 || res.status === 503) && attempt < 5) {
        await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
        continue;
      }
      const message = res.body.message as { id: number } | undefined;
      return {
        status: res.status,
        messageId: res.status === 200 || res.status === 201 ? Number(message?.id) : null,
      };
    }
  }

  /** Opens the live stream and keeps it open (reconnecting) until `closeStream`. */
  openStream(onMessage?: (messageId: number) => void): Promise<void> {
    const abort = new AbortController();
    this.streamAbort = abort;
    let lastEventId: string | undefined;
    let retryMs = 1000;
    let firstOpen: (() => void) | undefined;
    const opened = new Promise<void>((resolve) => {
      firstOpen = resolve;
    });
    const parser = createParser({
      onEvent: (event) => {
        if (event.id) lastEventId = event.id;
        if (event.event === 'ready') firstOpen?.();
        if (event.event !== 'message') return;
        const data = JSON.parse(event.data) as { message: { id: number } };
        const id = data.message.id;
        this.stream.messages.set(id, (this.stream.messages.get(id) ?? 0) + 1);
        onMessage?.(id);
      },
      onRetry: (ms) => {
        retryMs = ms;
      },
    });
    const loop = async () => {
      while (!abort.signal.aborted) {
        try {
          const res = await request(`${this.proxy}/api/events.php`, {
            dispatcher: this.dispatcher,
            signal: abort.signal,
            headers: {
              host: this.host,
              cookie: this.cookieHeader(),
              accept: 'text/event-stream',
              ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
            },
          });
          if (res.statusCode !== 200) {
            await res.body.dump();
            this.recorder.record('stream', res.statusCode, 0);
          } else {
            parser.reset();
            for await (const chunk of res.body) parser.feed(chunk.toString());
          }
        } catch (error) {
          if (abort.signal.aborted) return;
          this.recorder.note('stream', (error as Error).message);
        }
        if (abort.signal.aborted) return;
        this.stream.reconnects += 1;
        await new Promise((r) => setTimeout(r, retryMs));
      }
    };
    void loop();
    return opened;
  }

  closeStream() {
    this.streamAbort?.abort();
  }
}
