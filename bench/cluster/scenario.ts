/**
 * The load scenario of issue 20 point 7, shared by the load test (bench/load.ts, 1,000 members
 * for 10 minutes) and the short CI runs of the multi-instance and fault tests: members sign up,
 * confirm their address from the mail, hold the live stream open, search, like, buy credits and
 * chat with each other; afterwards the run is checked against the database.
 */
import pg from 'pg';
import { Agent } from 'undici';
import type { MailSink } from './mail-sink.ts';
import { SimulatedMember } from './member.ts';
import { Recorder } from './recorder.ts';

export interface LoadOptions {
  proxy: string;
  /** The site every member uses (its Host header). */
  host: string;
  mail: MailSink;
  members: number;
  /** How long the steady phase lasts after every member has joined. */
  durationMs: number;
  /** Mean pause between two actions of one member (each pause is 50–150 % of it). */
  thinkMs: number;
  /** Members joining at once during the ramp. */
  joinConcurrency?: number;
  /** Called once every member has joined, with the run's members (fault tests strike then). */
  onSteady?: () => void;
  /** A prefix of the members' addresses, unique per run. */
  runId: string;
}

/** A message a member sent: to whom, its id. */
interface Sent {
  to: SimulatedMember;
  messageId: number;
}

export interface LoadResult {
  recorder: Recorder;
  members: SimulatedMember[];
  sent: Sent[];
  /** Completed purchases seen by the members (payment ids). */
  purchases: number[];
  joinFailures: number;
}

const pause = (mean: number) => new Promise((r) => setTimeout(r, mean * (0.5 + Math.random())));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const recorder = new Recorder();
  // Each member has its own connections, as browsers do; the stream holds one open.
  const dispatcher = new Agent({ connections: null, keepAliveTimeout: 30_000, pipelining: 0 });
  const members: SimulatedMember[] = [];
  let joinFailures = 0;
  const join = async (i: number) => {
    const member = new SimulatedMember(
      options.proxy,
      options.host,
      `${options.runId}-${i}@load.example`,
      dispatcher,
      recorder,
    );
    const gender = i % 2 === 0 ? 'male' : 'female';
    if (!(await member.signUp(`Load ${i}`, gender)) || !(await member.activate(options.mail))) {
      joinFailures += 1;
      return;
    }
    await member.openStream();
    members.push(member);
  };
  const concurrency = options.joinConcurrency ?? 20;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < options.members) await join(next++);
    }),
  );
  // Chat partners: a man and a woman next to each other in join order, and two more either side.
  members.sort((a, b) => a.id - b.id);
  const partners = new Map(
    members.map((m, i) => [
      m,
      [1, 3, 5].map((d) => members[(i + d) % members.length]!).filter((p) => p !== m),
    ]),
  );

  const sent: Sent[] = [];
  const purchases: number[] = [];
  const deadline = Date.now() + options.durationMs;
  options.onSteady?.();
  const act = async (member: SimulatedMember) => {
    const roll = Math.random();
    if (roll < 0.3) {
      await member.search(1 + Math.floor(Math.random() * 3));
    } else if (roll < 0.45) {
      await member.like(pick(partners.get(member)!).id);
    } else {
      const to = pick(partners.get(member)!);
      let result = await member.send(to.id, `Hello from ${member.id} at ${Date.now()}`);
      if (result.status === 402) {
        const payment = await member.buy();
        if (payment !== null) purchases.push(payment);
        result = await member.send(to.id, `Hello again from ${member.id}`);
      }
      if (result.messageId !== null) sent.push({ to, messageId: result.messageId });
    }
  };
  await Promise.all(
    members.map(async (member) => {
      await pause(options.thinkMs);
      while (Date.now() < deadline) {
        await act(member);
        await pause(options.thinkMs);
      }
    }),
  );
  await waitForDelivery(sent, 30_000);
  for (const member of members) member.closeStream();
  await dispatcher.close();
  return { recorder, members, sent, purchases, joinFailures };
}

/** Waits until every sent message reached its recipient's stream (or the time is up). */
async function waitForDelivery(sent: readonly Sent[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && sent.some((s) => !s.to.stream.messages.has(s.messageId))) {
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Checks {
  fiveHundreds: number;
  messagesSent: number;
  /** Sent messages that never reached the recipient's stream. */
  lost: number;
  /** Sent messages that reached it more than once. */
  twice: number;
  /** Members whose credits differ from the sum of their ledger rows. */
  ledgerMismatches: number;
  /** Completed payments of the run's members, and purchase ledger rows. */
  completedPayments: number;
  purchaseCredits: number;
  paymentCredits: number;
  streamReconnects: number;
}

/** The run checked against what the members saw and what the database holds. */
export async function check(result: LoadResult, databaseUrl: string, runId: string): Promise<Checks> {
  let lost = 0;
  let twice = 0;
  for (const s of result.sent) {
    const times = s.to.stream.messages.get(s.messageId) ?? 0;
    if (times === 0) lost += 1;
    if (times > 1) twice += 1;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pattern = `${runId}-%@load.example`;
    const ledger = await client.query<{ n: string }>(
      `select count(*) as n from users u
        where u.email like $1
          and u.credits <> coalesce((select sum(l.delta) from credit_ledger l where l.user_id = u.id), 0)`,
      [pattern],
    );
    const payments = await client.query<{ completed: string; credits: string; ledger: string }>(
      `select (select count(*) from payments p join users u on u.id = p.user_id
                where u.email like $1 and p.status = 'completed') as completed,
              (select coalesce(sum(p.credits), 0) from payments p join users u on u.id = p.user_id
                where u.email like $1 and p.status = 'completed') as credits,
              (select coalesce(sum(l.delta), 0) from credit_ledger l join users u on u.id = l.user_id
                where u.email like $1 and l.reason = 'purchase') as ledger`,
      [pattern],
    );
    const row = payments.rows[0]!;
    return {
      fiveHundreds: result.recorder.count(500, 599),
      messagesSent: result.sent.length,
      lost,
      twice,
      ledgerMismatches: Number(ledger.rows[0]!.n),
      completedPayments: Number(row.completed),
      paymentCredits: Number(row.credits),
      purchaseCredits: Number(row.ledger),
      streamReconnects: result.members.reduce((n, m) => n + m.stream.reconnects, 0),
    };
  } finally {
    await client.end();
  }
}
