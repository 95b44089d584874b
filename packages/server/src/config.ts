/**
 * Server configuration, read and validated once at start (Epic Stack habit): every outside
 * part has an embedded default, so `npm start` needs nothing but Node.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  production: boolean;
  trustProxy: boolean;
  defaultBrandId: string;
  /** Brand ids to serve; empty = every brand that has a build. */
  brands: string[];
  seedMembersPerBrand: number;
  /** Run the scheduled jobs (notification e-mails…) in this instance; SCHEDULER=off turns it off. */
  scheduler: boolean;
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seed = Number(env.SEED_MEMBERS_PER_BRAND ?? 120);
  if (!Number.isInteger(seed) || seed < 0) throw new Error('SEED_MEMBERS_PER_BRAND must be a whole number');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    production: env.NODE_ENV === 'production' && env.INSECURE_COOKIES !== '1',
    trustProxy: env.TRUST_PROXY === '1',
    defaultBrandId: env.DEFAULT_BRAND ?? 'velvet',
    brands: (env.BRANDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedMembersPerBrand: seed,
    scheduler: env.SCHEDULER !== 'off',
  };
}
