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
      adapters: { paymentProvider: 'sandbox', eventBus: 'memory', storage: 'local', sms: 'outbox' },
      secrets: { vapidKeys: undefined, mailEventsSecret: undefined },
      apiUrl: undefined,
    });
  });

  it('reads the settings it is given; an empty value counts as unset', () => {
    const config = readConfig({
      PORT: '0',
      DATABASE_URL: '',
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
      databaseUrl: undefined,
      brands: ['velvet', 'herflame'],
      scheduler: false,
      production: true,
      trustProxy: true,
      secrets: { mailEventsSecret: 'm', vapidKeys: { publicKey: 'pub', privateKey: 'priv' } },
      apiUrl: 'http://127.0.0.1:4000',
    });
    expect(readConfig({ NODE_ENV: 'production', INSECURE_COOKIES: '1' }).production).toBe(false);
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

  it('an unknown adapter fails at start, listing the valid ones', () => {
    expect(fails({ PAYMENT_PROVIDER: 'stripe' })).toBe(
      'PAYMENT_PROVIDER must be one of sandbox, got "stripe"',
    );
    expect(fails({ EVENT_BUS: 'redis' })).toBe('EVENT_BUS must be one of memory, got "redis"');
    expect(fails({ STORAGE: 's3' })).toBe('STORAGE must be one of local, got "s3"');
    expect(fails({ SMS: 'twilio' })).toBe('SMS must be one of outbox, got "twilio"');
  });

  it('a DATABASE_URL that cannot work is the database setting error', () => {
    expect(() => readConfig({ DATABASE_URL: 'not-a-url' })).toThrow(DatabaseSettingError);
  });
});
