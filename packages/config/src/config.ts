/**
 * The configuration, read and validated once at start (Epic Stack habit): every outside part has
 * an embedded default, so `npm start` needs nothing but Node. A wrong setting is a ConfigError
 * whose message names the variable, what it must be and what it got.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDatabaseUrl } from '@dating/db/database-url';
import type { LogLevel } from '@dating/log';
import { z } from 'zod';
import { type ADAPTER_CHOICES, SETTINGS, type Setting, type SettingName, runsProvider } from './settings.ts';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

/** A setting that cannot work; its message names the variable and the reason. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Choice<K extends keyof typeof ADAPTER_CHOICES> = (typeof ADAPTER_CHOICES)[K][number];

/** The adapters the registry wires (apps/api/src/adapters.ts), by name. */
export interface AdapterNames {
  /** The default payment provider: PAYMENT_PROVIDER's first. */
  paymentProvider: Choice<'PAYMENT_PROVIDER'>;
  /** Every payment provider the network runs (ADR 0085), the default first. */
  paymentProviders: Choice<'PAYMENT_PROVIDER'>[];
  eventBus: Choice<'EVENT_BUS'>;
  storage: Choice<'STORAGE'>;
  sms: Choice<'SMS'>;
  ageAssurance: Choice<'AGE_ASSURANCE'>;
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
  /**
   * NODE_ENV is not `production`, or DEMO=1: secrets may be made once in DATA_DIR, demo members
   * and staff are seeded, the start banner shows the demo password. A production start has none
   * of these (ADR 0075), even with INSECURE_COOKIES=1. DEMO=1 exists so that `npm start` runs
   * the demo on React's production build (NODE_ENV=production) without production's demands
   * (ADR 0079).
   */
  demo: boolean;
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
  /**
   * How long a logged-out visitor's home page, lander or member landing is answered from the
   * instance's memory (VISITOR_PAGE_SECONDS, 0–300, default 10; 0 turns it off; ADR 0098).
   */
  visitorPageMs: number;
  adapters: AdapterNames;
  secrets: SecretSettings;
  /** VAPID subject; undefined = the default brand's support address. */
  vapidSubject: string | undefined;
  /** Origin of a standalone API the site calls over HTTP; undefined = the API in this process. */
  apiUrl: string | undefined;
  logLevel: LogLevel;
  /** Where `/metrics` answers on its own listener; undefined = none (ADR 0075). */
  metrics: { port: number; host: string } | undefined;
  /** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
  shutdownGraceMs: number;
  /** The bucket and how to reach it, with STORAGE=s3 only (ADR 0074). */
  s3: S3Config | undefined;
  /** The shops of the real payment providers PAYMENT_PROVIDER names (ADR 0085). */
  providers: ProviderSettings;
}

/** Each real provider's shop and secrets; present only when PAYMENT_PROVIDER names it. */
export interface ProviderSettings {
  verotel?: { shopId: string; signatureKey: string; orderHost: string };
  segpay?: {
    merchantId: string;
    eticket: string;
    postbackToken: string;
    postbackIps: string[] | undefined;
    srs: { userId: string; accessKey: string } | undefined;
  };
  ccbill?: {
    account: string;
    subaccount: string;
    flexId: string;
    salt: string;
    datalink: { username: string; password: string };
    webhookIps: string[] | undefined;
  };
}

/** STORAGE=s3: the S3_* settings (the shape `@dating/storage`'s S3Settings takes). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Both keys, or undefined: the AWS SDK's default chain (an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
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
  if (e.EVENT_BUS === 'redis' && !e.REDIS_URL) {
    throw new ConfigError(
      'REDIS_URL must be set with EVENT_BUS=redis (the Redis whose pub/sub carries live events)',
    );
  }
  const demo = e.NODE_ENV !== 'production' || e.DEMO === '1';
  if (!demo) {
    const missing = missingInProduction(raw);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs ${missing.join(', ')} (no secret is made in the data folder and no embedded database or outbox is used in production; see docs/operators/production.md)`,
      );
    }
  }
  return {
    ...baseConfig(e, demo),
    s3: e.STORAGE === 's3' ? s3Config(e) : undefined,
    providers: providerSettings(e),
  };
}

const list = (v: string | undefined) => v?.split(',').map((x) => x.trim());

/**
 * A real provider cannot run without its shop and secrets, in the demo too (there is nothing to
 * make up for them): a start that names one without them names every missing setting.
 */
function providerSettings(e: Parsed): ProviderSettings {
  const runs = (id: string) => runsProvider(e, id);
  const need = (id: string, names: readonly (keyof Parsed)[]) => {
    const missing = names.filter((n) => !e[n]);
    if (missing.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=${id} needs ${missing.join(', ')}`);
  };
  const out: ProviderSettings = {};
  if (runs('verotel')) {
    need('verotel', ['VEROTEL_SHOP_ID', 'VEROTEL_SIGNATURE_KEY']);
    out.verotel = {
      shopId: e.VEROTEL_SHOP_ID!,
      signatureKey: e.VEROTEL_SIGNATURE_KEY!,
      orderHost: e.VEROTEL_ORDER_HOST ?? 'secure.verotel.com',
    };
  }
  if (runs('segpay')) {
    need('segpay', ['SEGPAY_MERCHANT_ID', 'SEGPAY_ETICKET', 'SEGPAY_POSTBACK_TOKEN']);
    if (Boolean(e.SEGPAY_SRS_USER_ID) !== Boolean(e.SEGPAY_SRS_ACCESS_KEY)) {
      throw new ConfigError('SEGPAY_SRS_USER_ID and SEGPAY_SRS_ACCESS_KEY must be set together (or neither)');
    }
    out.segpay = {
      merchantId: e.SEGPAY_MERCHANT_ID!,
      eticket: e.SEGPAY_ETICKET!,
      postbackToken: e.SEGPAY_POSTBACK_TOKEN!,
      postbackIps: list(e.SEGPAY_POSTBACK_IPS),
      srs: e.SEGPAY_SRS_USER_ID
        ? { userId: e.SEGPAY_SRS_USER_ID, accessKey: e.SEGPAY_SRS_ACCESS_KEY! }
        : undefined,
    };
  }
  if (runs('ccbill')) {
    need('ccbill', [
      'CCBILL_ACCOUNT',
      'CCBILL_SUBACCOUNT',
      'CCBILL_FLEX_ID',
      'CCBILL_SALT',
      'CCBILL_DATALINK_USER',
      'CCBILL_DATALINK_PASSWORD',
    ]);
    out.ccbill = {
      account: e.CCBILL_ACCOUNT!,
      subaccount: e.CCBILL_SUBACCOUNT!,
      flexId: e.CCBILL_FLEX_ID!,
      salt: e.CCBILL_SALT!,
      datalink: { username: e.CCBILL_DATALINK_USER!, password: e.CCBILL_DATALINK_PASSWORD! },
      webhookIps: list(e.CCBILL_WEBHOOK_IPS),
    };
  }
  return out;
}

type Parsed = z.infer<typeof envSchema>;

const paymentProviders = (e: Parsed) =>
  (e.PAYMENT_PROVIDER ?? 'sandbox').split(',').map((p) => p.trim()) as Choice<'PAYMENT_PROVIDER'>[];

/** STORAGE=s3 needs its bucket and region: a start without them names every missing one. */
function s3Config(e: Parsed): S3Config {
  const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((name) => !e[name]);
  if (missing.length > 0) throw new ConfigError(`STORAGE=s3 needs ${missing.join(' and ')}`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)');
  }
  return {
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function baseConfig(e: Parsed, demo: boolean): Omit<Config, 's3' | 'providers'> {
  return {
    port: Number(e.PORT ?? 3000),
    host: e.HOST ?? '0.0.0.0',
    dataDir: resolve(REPO_ROOT, e.DATA_DIR ?? '.data'),
    databaseUrl: e.DATABASE_URL ? checkDatabaseUrl(e.DATABASE_URL) : undefined,
    smtpUrl: e.SMTP_URL,
    production: !demo && e.INSECURE_COOKIES !== '1',
    demo,
    trustProxy: e.TRUST_PROXY === '1',
    defaultBrandId: e.DEFAULT_BRAND ?? 'velvet',
    brands: (e.BRANDS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedMembersPerBrand: demo ? Number(e.SEED_MEMBERS_PER_BRAND ?? 120) : 0,
    scheduler: e.SCHEDULER !== 'off',
    redisUrl: e.REDIS_URL,
    rateLimitIpFactor: Number(e.RATE_LIMIT_IP_FACTOR ?? 1),
    visitorPageMs: Number(e.VISITOR_PAGE_SECONDS ?? 10) * 1000,
    adapters: {
      paymentProvider: paymentProviders(e)[0]!,
      paymentProviders: paymentProviders(e),
      eventBus: e.EVENT_BUS ?? 'postgres',
      storage: e.STORAGE ?? 'local',
      sms: e.SMS ?? 'outbox',
      ageAssurance: e.AGE_ASSURANCE ?? 'sandbox',
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
    // The demo's terminal shows the banner, not a line per request.
    logLevel: e.LOG_LEVEL ?? (demo ? 'warn' : 'info'),
    metrics: e.METRICS_PORT
      ? { port: Number(e.METRICS_PORT), host: e.METRICS_HOST ?? '127.0.0.1' }
      : undefined,
    shutdownGraceMs: Number(e.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000,
  };
}

/** The settings a production start cannot do without, given the others (in SETTINGS order). */
export function missingInProduction(env: Env): SettingName[] {
  return (Object.entries(SETTINGS) as [SettingName, Setting][])
    .filter(([name, s]) => {
      const required = s.requiredInProduction;
      if (!required || env[name] !== undefined) return false;
      return required === true || required(env);
    })
    .map(([name]) => name);
}
