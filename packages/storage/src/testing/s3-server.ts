/// <reference path="./s3rver.d.ts" />
/**
 * A real S3-compatible server for tests (s3rver from npm, objects in a temporary folder), and
 * the settings that reach it. It listens on a port the system picks: suites of several
 * processes (the PGlite and PostgreSQL passes run side by side, ADR 0093) never meet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../s3-store.ts';

export interface TestS3Server {
  settings: S3Settings;
  /** Stops the server and removes its objects. */
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'dating-photos'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed test keys.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
