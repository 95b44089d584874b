/**
 * Server configuration, read and validated once at start (Epic Stack habit): every outside
 * part has an embedded default, so `npm start` needs nothing but Node.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDatabaseUrl } from '@dating/db';

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
  /** Rate-limit counters in this Redis instead of the database (ADR 0045). */
  redisUrl: string | undefined;
  /**
   * Multiplies the per-IP rate limits (RATE_LIMIT_IP_FACTOR, 1–1000, default 1): for a test or
   * demo network whose every visitor comes from one address. Per-account limits never change.
   */
  rateLimitIpFactor: number;
}

/** A setting that cannot work; its message names the variable and the reason. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const seed = Number(env.SEED_MEMBERS_PER_BRAND ?? 120);
  if (!Number.isInteger(seed) || seed < 0)
    throw new ConfigError('SEED_MEMBERS_PER_BRAND must be a whole number');
  const ipFactor = Number(env.RATE_LIMIT_IP_FACTOR ?? 1);
  if (!Number.isInteger(ipFactor) || ipFactor < 1 || ipFactor > 1000)
    throw new ConfigError(
      `RATE_LIMIT_IP_FACTOR must be a whole number from 1 to 1000, got ${env.RATE_LIMIT_IP_FACTOR}`,
    );
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL ? checkDatabaseUrl(env.DATABASE_URL) : undefined,
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
    redisUrl,
    rateLimitIpFactor: ipFactor,
  };
}
