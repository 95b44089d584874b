/**
 * The configuration, read and validated once at start (Epic Stack habit): every outside part has
 * an embedded default, so `npm start` needs nothing but Node. A wrong setting is a ConfigError
 * whose message names the variable, what it must be and what it got.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDatabaseUrl } from '@dating/db/database-url';
import { z } from 'zod';
import { type ADAPTER_CHOICES, SETTINGS, type SettingName } from './settings.ts';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

/** A setting that cannot work; its message names the variable and the reason. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Choice<K extends keyof typeof ADAPTER_CHOICES> = (typeof ADAPTER_CHOICES)[K][number];

/** The adapters the registry wires (apps/api/src/adapters.ts), by name. */
export interface AdapterNames {
  paymentProvider: Choice<'PAYMENT_PROVIDER'>;
  eventBus: Choice<'EVENT_BUS'>;
  storage: Choice<'STORAGE'>;
  sms: Choice<'SMS'>;
}

/** Secrets given in the environment; unset ones are made once in DATA_DIR (see secrets.ts). */
export interface SecretSettings {
  paymentSandboxSecret: string | undefined;
  mailEventsSecret: string | undefined;
  unsubscribeSecret: string | undefined;
  /** Required in production: a made key would differ per instance and lose every enrolment with the data folder. */
  staffSecretKey: string | undefined;
  /** Both keys, or undefined when neither is set. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
}

export interface Config {
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
  adapters: AdapterNames;
  secrets: SecretSettings;
  /** VAPID subject; undefined = the default brand's support address. */
  vapidSubject: string | undefined;
  /** Origin of a standalone API the site calls over HTTP; undefined = the API in this process. */
  apiUrl: string | undefined;
}

export const envSchema = z.object(
  Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.schema])) as {
    [K in SettingName]: (typeof SETTINGS)[K]['schema'];
  },
);

type Env = Record<string, string | undefined>;

function message(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0]);
  const got = env[name];
  if (issue.code === 'invalid_value') {
    return `${name} must be one of ${issue.values.map(String).join(', ')}, got "${got}"`;
  }
  if (issue.code === 'custom') return `${issue.message}, got "${got}"`;
  return `${name}: ${issue.message}`;
}

/**
 * Parses every setting of `env` (an empty value counts as unset). Throws ConfigError naming
 * each wrong variable, or DatabaseSettingError for a DATABASE_URL that cannot work.
 */
export function readConfig(env: Env = process.env): Config {
  const raw: Env = {};
  for (const name of Object.keys(SETTINGS)) raw[name] = env[name] === '' ? undefined : env[name];
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => message(i, raw)).join('; '));
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  }
  return {
    port: Number(e.PORT ?? 3000),
    host: e.HOST ?? '0.0.0.0',
    dataDir: resolve(REPO_ROOT, e.DATA_DIR ?? '.data'),
    databaseUrl: e.DATABASE_URL ? checkDatabaseUrl(e.DATABASE_URL) : undefined,
    smtpUrl: e.SMTP_URL,
    production: e.NODE_ENV === 'production' && e.INSECURE_COOKIES !== '1',
    trustProxy: e.TRUST_PROXY === '1',
    defaultBrandId: e.DEFAULT_BRAND ?? 'velvet',
    brands: (e.BRANDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedMembersPerBrand: Number(e.SEED_MEMBERS_PER_BRAND ?? 120),
    scheduler: e.SCHEDULER !== 'off',
    redisUrl: e.REDIS_URL,
    rateLimitIpFactor: Number(e.RATE_LIMIT_IP_FACTOR ?? 1),
    adapters: {
      paymentProvider: e.PAYMENT_PROVIDER ?? 'sandbox',
      eventBus: e.EVENT_BUS ?? 'memory',
      storage: e.STORAGE ?? 'local',
      sms: e.SMS ?? 'outbox',
    },
    secrets: {
      paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
      mailEventsSecret: e.MAIL_EVENTS_SECRET,
      unsubscribeSecret: e.UNSUBSCRIBE_SECRET,
      staffSecretKey: e.STAFF_SECRET_KEY,
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
    },
    vapidSubject: e.VAPID_SUBJECT,
    apiUrl: e.API_URL ? new URL(e.API_URL).origin : undefined,
  };
}
