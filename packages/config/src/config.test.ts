/** Every setting parsed once, with a message naming the variable when it cannot work. */
import { DatabaseSettingError } from '@dating/db/database-url';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, readConfig } from './config.ts';

const fails = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('readConfig accepted it');
};

/** Every setting a production start needs (ADR 0075). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/dating',
  SMTP_URL: 'smtp://mail.internal:25',
  PAYMENT_SANDBOX_SECRET: 's',
  MAIL_EVENTS_SECRET: 'm',
  UNSUBSCRIBE_SECRET: 'u',
  STAFF_SECRET_KEY: 'k',
  VAPID_PUBLIC_KEY: 'pub',
  VAPID_PRIVATE_KEY: 'priv',
};

describe('readConfig', () => {
  it('has an embedded default for everything', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: `${REPO_ROOT}/.data`,
      databaseUrl: undefined,
      production: false,
      trustProxy: false,
      defaultBrandId: 'velvet',
      brands: [],
      seedMembersPerBrand: 120,
      scheduler: true,
      rateLimitIpFactor: 1,
      adapters: { paymentProvider: 'sandbox', eventBus: 'postgres', storage: 'local', sms: 'outbox' },
      secrets: { vapidKeys: undefined, mailEventsSecret: undefined },
      apiUrl: undefined,
      demo: true,
      logLevel: 'warn',
      metrics: undefined,
      shutdownGraceMs: 10_000,
    });
  });

  it('reads the settings it is given; an empty value counts as unset', () => {
    const config = readConfig({
      ...PRODUCTION,
      PORT: '0',
      BRANDS: 'velvet, herflame',
      SCHEDULER: 'off',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      MAIL_EVENTS_SECRET: 'm',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      API_URL: 'http://127.0.0.1:4000/',
    });
    expect(config).toMatchObject({
      port: 0,
      databaseUrl: 'postgres://app@db.internal:5432/dating',
      brands: ['velvet', 'herflame'],
      scheduler: false,
      production: true,
      trustProxy: true,
      secrets: { mailEventsSecret: 'm', vapidKeys: { publicKey: 'pub', privateKey: 'priv' } },
      apiUrl: 'http://127.0.0.1:4000',
    });
    expect(readConfig({ ...PRODUCTION, INSECURE_COOKIES: '1' }).production).toBe(false);
    expect(readConfig({ ...PRODUCTION, INSECURE_COOKIES: '1' }).demo).toBe(false);
  });

  it('in production, one message names every missing secret, DATABASE_URL and SMTP_URL', () => {
    expect(fails({ NODE_ENV: 'production' })).toBe(
      'NODE_ENV=production needs DATABASE_URL, SMTP_URL, PAYMENT_SANDBOX_SECRET, MAIL_EVENTS_SECRET, ' +
        'UNSUBSCRIBE_SECRET, STAFF_SECRET_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (no secret is made in ' +
        'the data folder and no embedded database or outbox is used in production; see docs/operators/production.md)',
    );
    const { UNSUBSCRIBE_SECRET: _u, SMTP_URL: _s, ...almost } = PRODUCTION;
    expect(fails({ ...almost, SMTP_URL: '' })).toMatch(
      /^NODE_ENV=production needs SMTP_URL, UNSUBSCRIBE_SECRET \(/,
    );
  });

  it('DEMO=1 keeps the demo under NODE_ENV=production: embedded defaults, no secret demanded', () => {
    const config = readConfig({ NODE_ENV: 'production', DEMO: '1' });
    expect(config).toMatchObject({ demo: true, production: false, seedMembersPerBrand: 120 });
    expect(fails({ NODE_ENV: 'production', DEMO: 'yes' })).toMatch(/DEMO/);
  });

  it('in production never seeds demo members, whatever SEED_MEMBERS_PER_BRAND says', () => {
    expect(readConfig({ ...PRODUCTION, SEED_MEMBERS_PER_BRAND: '120' }).seedMembersPerBrand).toBe(0);
    expect(readConfig({ SEED_MEMBERS_PER_BRAND: '40' }).seedMembersPerBrand).toBe(40);
  });

  it('reads the log level, the metrics listener and the shutdown grace', () => {
    expect(
      readConfig({ LOG_LEVEL: 'debug', METRICS_PORT: '9464', SHUTDOWN_GRACE_SECONDS: '3' }),
    ).toMatchObject({
      logLevel: 'debug',
      metrics: { port: 9464, host: '127.0.0.1' },
      shutdownGraceMs: 3000,
    });
    expect(fails({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of fatal, error, warn, info/);
  });

  it('names the variable, what it must be and what it got', () => {
    expect(fails({ PORT: 'abc' })).toBe('PORT must be a port number (0 to 65535), got "abc"');
    expect(fails({ SEED_MEMBERS_PER_BRAND: '-1' })).toMatch(/^SEED_MEMBERS_PER_BRAND must be a whole number/);
    expect(fails({ RATE_LIMIT_IP_FACTOR: '0' })).toBe(
      'RATE_LIMIT_IP_FACTOR must be a whole number from 1 to 1000, got "0"',
    );
    expect(fails({ REDIS_URL: 'http://x' })).toBe(
      'REDIS_URL must start with redis:// or rediss://, got "http://x"',
    );
    expect(fails({ TRUST_PROXY: 'yes' })).toBe('TRUST_PROXY must be one of 0, 1, got "yes"');
    expect(fails({ API_URL: 'ftp://x' })).toMatch(/^API_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(fails({ VAPID_PUBLIC_KEY: 'pub' })).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(fails({ PORT: 'x', SCHEDULER: 'maybe' })).toBe(
      'PORT must be a port number (0 to 65535), got "x"; SCHEDULER must be one of on, off, got "maybe"',
    );
  });

  it('runs several payment providers, the first the default, each only with its shop and secrets', () => {
    expect(fails({ PAYMENT_PROVIDER: 'sandbox,ccbill', CCBILL_ACCOUNT: '900100' })).toBe(
      'PAYMENT_PROVIDER=ccbill needs CCBILL_SUBACCOUNT, CCBILL_FLEX_ID, CCBILL_SALT, CCBILL_DATALINK_USER, CCBILL_DATALINK_PASSWORD',
    );
    const config = readConfig({
      PAYMENT_PROVIDER: 'verotel, sandbox',
      VEROTEL_SHOP_ID: '12345',
      VEROTEL_SIGNATURE_KEY: 'key',
    });
    expect(config.adapters.paymentProvider).toBe('verotel');
    expect(config.adapters.paymentProviders).toEqual(['verotel', 'sandbox']);
    expect(config.providers).toEqual({
      verotel: { shopId: '12345', signatureKey: 'key', orderHost: 'secure.verotel.com' },
    });
    expect(fails({ CCBILL_WEBHOOK_IPS: '64.38.212.0/33' })).toMatch(/^CCBILL_WEBHOOK_IPS must be IPv4/);
    // Production asks for the secrets of each provider named, and the sandbox's only while it runs.
    const { PAYMENT_SANDBOX_SECRET: _, ...noSandbox } = PRODUCTION;
    expect(fails({ ...noSandbox, PAYMENT_PROVIDER: 'segpay' })).toMatch(
      /^NODE_ENV=production needs SEGPAY_MERCHANT_ID, SEGPAY_ETICKET, SEGPAY_POSTBACK_TOKEN, SEGPAY_SRS_USER_ID, SEGPAY_SRS_ACCESS_KEY \(/,
    );
  });

  it('an unknown adapter fails at start, listing the valid ones', () => {
    expect(fails({ PAYMENT_PROVIDER: 'stripe' })).toBe(
      'PAYMENT_PROVIDER must be one or more of sandbox, verotel, segpay, ccbill, comma-separated, got "stripe"',
    );
    expect(fails({ PAYMENT_PROVIDER: 'sandbox,sandbox' })).toMatch(/^PAYMENT_PROVIDER must be one or more/);
    expect(fails({ EVENT_BUS: 'kafka' })).toBe(
      'EVENT_BUS must be one of postgres, redis, memory, got "kafka"',
    );
  });

  it('the Redis event bus needs REDIS_URL, named in the error', () => {
    expect(fails({ EVENT_BUS: 'redis' })).toBe(
      'REDIS_URL must be set with EVENT_BUS=redis (the Redis whose pub/sub carries live events)',
    );
    expect(readConfig({ EVENT_BUS: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' }).adapters.eventBus).toBe(
      'redis',
    );
    expect(fails({ STORAGE: 'gcs' })).toBe('STORAGE must be one of local, s3, got "gcs"');
    expect(fails({ SMS: 'twilio' })).toBe('SMS must be one of outbox, got "twilio"');
  });

  it('STORAGE=s3 names every missing or half-given S3 setting (ADR 0074)', () => {
    expect(fails({ STORAGE: 's3' })).toBe('STORAGE=s3 needs S3_BUCKET and S3_REGION');
    expect(fails({ STORAGE: 's3', S3_BUCKET: 'photos' })).toBe('STORAGE=s3 needs S3_REGION');
    const s3 = { STORAGE: 's3', S3_BUCKET: 'photos', S3_REGION: 'eu-central-1' };
    expect(fails({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(fails({ ...s3, S3_BUCKET: 'No_Such' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(fails({ ...s3, S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT must be an http/);
    expect(readConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
      bucket: 'photos',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
    // The S3 settings mean nothing to the local folder.
    expect(readConfig({ S3_BUCKET: 'photos' }).s3).toBeUndefined();
  });

  it('a DATABASE_URL that cannot work is the database setting error', () => {
    expect(() => readConfig({ DATABASE_URL: 'not-a-url' })).toThrow(DatabaseSettingError);
  });
});
