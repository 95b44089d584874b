/**
 * Issue 20 point 7: the load test. Three instances of the network server in production mode on
 * one PostgreSQL (a database of its own on the machine's server) behind nginx with the repo's
 * deploy/nginx/dating.conf, and LOAD_MEMBERS simulated members (default 1,000) who sign up,
 * confirm their address, hold the live stream open, search, like, buy credits and chat for
 * LOAD_MINUTES (default 10). Prints throughput and p50/p95/p99 per action, then the checks:
 * no 5xx, every sent message delivered once, the ledger equal to the balances, every settled
 * payment credited once. Then the bare baseline in the same run (cluster/baseline.ts): bare Hono
 * processes behind the same nginx at the run's own request rate for LOAD_BASELINE_SECONDS
 * (default 60), their CPU per request beside the instances'. Loopback only, bounded in members
 * and time. `pnpm bench:load`.
 */
import { cpus, totalmem } from 'node:os';
import { runBaseline } from './cluster/baseline.ts';
import { startCluster } from './cluster/cluster.ts';
import { createEmptyDatabase } from '@dating/db';
import { startMailSink } from './cluster/mail-sink.ts';
import { productionEnv } from './cluster/production-env.ts';
import { postgresCpuSeconds, processCpuSeconds } from './cluster/cpu.ts';
import { tableSizes } from './cluster/table-sizes.ts';
import { check, runLoad } from './cluster/scenario.ts';

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 1000);
const MINUTES = Number(process.env.LOAD_MINUTES ?? 10);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 10_000);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 3);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EVENT_BUS = process.env.LOAD_EVENT_BUS ?? 'postgres';
const BASE_PORT = 4101;
const BASELINE_SECONDS = Number(process.env.LOAD_BASELINE_SECONDS ?? 60);

const runId = `load${Date.now().toString(36)}`;
const database = await createEmptyDatabase(SERVER, runId);
const mail = await startMailSink(4100);
const cluster = await startCluster({
  instances: INSTANCES,
  databaseUrl: database.url,
  basePort: BASE_PORT,
  proxyPort: 4199,
  env: productionEnv({
    smtpUrl: mail.url,
    extra: { EVENT_BUS, ...(EVENT_BUS === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) },
  }),
  keep: process.env.LOAD_KEEP === '1',
});
console.log(
  `Load: ${MEMBERS} members, ${MINUTES} min, ${INSTANCES} instances (EVENT_BUS=${EVENT_BUS}) behind nginx, ` +
    `${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
try {
  const cpuBefore = await processCpuSeconds(cluster.instances.map((i) => i.process!.pid!));
  const pgBefore = await postgresCpuSeconds();
  const started = Date.now();
  const result = await runLoad({
    proxy: cluster.proxy,
    host: 'velvetdate.example',
    mail,
    members: MEMBERS,
    durationMs: MINUTES * 60_000,
    thinkMs: THINK_MS,
    runId,
  });
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = await processCpuSeconds(cluster.instances.map((i) => i.process!.pid!));
  const pgAfter = await postgresCpuSeconds();
  const checks = await check(result, database.url, runId);
  const requests = result.recorder.figures().reduce((n, f) => n + f.count, 0);
  console.log(`\n${result.recorder.table()}\n`);
  console.log(
    `${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(1)}/s); ` +
      `instances' CPU ${(cpuAfter - cpuBefore).toFixed(1)} s (${(((cpuAfter - cpuBefore) * 1000) / requests).toFixed(1)} ms per request); ` +
      `PostgreSQL processes' CPU ${(pgAfter - pgBefore).toFixed(1)} s (${(((pgAfter - pgBefore) * 1000) / requests).toFixed(1)} ms per request; ` +
      `reaped backends included); ${result.joinFailures} members failed to join`,
  );
  const baseline = await runBaseline({
    instances: INSTANCES,
    basePort: BASE_PORT + 50,
    proxyPort: 4198,
    rate: requests / seconds,
    seconds: BASELINE_SECONDS,
    host: 'velvetdate.example',
  });
  console.log(
    `Bare baseline, same run: ${INSTANCES} bare Hono processes behind the same nginx, ${baseline.requests} requests ` +
      `at ${(requests / seconds).toFixed(1)}/s: CPU ${baseline.cpuSeconds.toFixed(1)} s ` +
      `(${baseline.msPerRequest.toFixed(2)} ms per request; the instances spent ` +
      `${(((cpuAfter - cpuBefore) * 1000) / requests / baseline.msPerRequest).toFixed(0)} times as much)`,
  );
  console.log(`\nDatabase after the run:\n${await tableSizes(database.url)}`);
  console.log(JSON.stringify(checks, null, 2));
  for (const [action, note] of result.recorder.notes)
    console.log(`notes ${action}: ${note.count} ${note.examples.join(' | ')}`);
  const ok =
    checks.fiveHundreds === 0 &&
    checks.lost === 0 &&
    checks.twice === 0 &&
    checks.ledgerMismatches === 0 &&
    checks.paymentCredits === checks.purchaseCredits &&
    result.joinFailures === 0;
  console.log(ok ? '\nAll checks hold.' : '\nA check failed.');
  process.exitCode = ok ? 0 : 1;
} finally {
  await cluster.stop();
  await mail.close();
  if (process.env.LOAD_KEEP !== '1') await database.drop();
}
