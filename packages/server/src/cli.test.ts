/** Starting with a wrong DATABASE_URL or setting prints one clear line and exits 1 (issue 16 point 9). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'cli-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (databaseUrl: string, settings: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      SCHEDULER: 'off',
      ...settings,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('the server CLI with a wrong DATABASE_URL', () => {
  it('not-a-url: one line naming DATABASE_URL and the reason, no stack', () => {
    const run = start('not-a-url');
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: DATABASE_URL is not a URL (got "not-a-url"); expected postgres://user:password@host:5432/database',
    );
  }, 60_000);

  it('a server that does not answer: one line naming the host and the error', () => {
    const run = start('postgres://postgres@127.0.0.1:1/test');
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot start: Cannot connect to PostgreSQL at 127\.0\.0\.1:1 \(DATABASE_URL\): .*ECONNREFUSED/,
    );
  }, 60_000);
});

describe('the server CLI with a wrong setting (ADR 0052)', () => {
  it('an unknown adapter: one line naming the variable and the valid values, no stack', () => {
    const run = start('', { PAYMENT_PROVIDER: 'stripe', EVENT_BUS: 'kafka' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Cannot start: PAYMENT_PROVIDER must be one or more of sandbox, verotel, segpay, ccbill, comma-separated, got "stripe"; EVENT_BUS must be one of postgres, redis, memory, got "kafka"',
    );
  }, 60_000);
});
