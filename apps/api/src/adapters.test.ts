/** The adapter registry and the one place secrets load (ADR 0052). */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands, loadCompany } from '@dating/brand/load.server';
import { ADAPTER_CHOICES, ConfigError, readConfig } from '@dating/config';
import { createTestDatabase, syncSites } from '@dating/db';
import { afterAll, describe, expect, it } from 'vitest';
import { ADAPTERS, adapter, loadSecrets, wireApi } from './adapters.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'adapters-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the adapter registry', () => {
  it('has a factory for every valid name of every setting, and no other', () => {
    for (const [setting, names] of Object.entries(ADAPTER_CHOICES)) {
      expect(Object.keys(ADAPTERS[setting as keyof typeof ADAPTERS]).sort(), setting).toEqual(
        [...names].sort(),
      );
    }
  });

  it('refuses an unknown name with a ConfigError listing the valid ones', () => {
    const context = {} as Parameters<typeof adapter>[2];
    expect(() => adapter('PAYMENT_PROVIDER', 'stripe', context)).toThrow(ConfigError);
    expect(() => adapter('EVENT_BUS', 'toString', context)).toThrow(
      'EVENT_BUS must be one of postgres, redis, memory, got "toString"',
    );
  });
});

describe('loadSecrets', () => {
  it('makes every secret once in DATA_DIR with mode 0600 and reads the same back', () => {
    const config = { ...readConfig({}), dataDir };
    const first = loadSecrets(config);
    for (const file of [
      'sandbox-secret',
      'mail-events-secret',
      'unsubscribe-secret',
      'staff-secret-key',
      'vapid.json',
    ]) {
      expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
    }
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid.json'), 'utf8'))).toEqual(first.vapid);
    expect(loadSecrets(config)).toEqual(first);
  });

  it('takes the environment values first', () => {
    const config = {
      ...readConfig({
        MAIL_EVENTS_SECRET: 'm',
        UNSUBSCRIBE_SECRET: 'u',
        PAYMENT_SANDBOX_SECRET: 's',
        STAFF_SECRET_KEY: 'k',
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
      }),
      dataDir,
    };
    expect(loadSecrets(config)).toEqual({
      paymentSandboxSecret: 's',
      mailEventsSecret: 'm',
      unsubscribeSecret: 'u',
      staffSecretKey: 'k',
      vapid: { publicKey: 'pub', privateKey: 'priv' },
    });
  });

  it('in production makes no secret in the data folder: every missing one is named', () => {
    const config = { ...readConfig({}), production: true, demo: false, dataDir: join(dataDir, 'prod') };
    expect(() => loadSecrets(config)).toThrow(
      'PAYMENT_SANDBOX_SECRET, MAIL_EVENTS_SECRET, UNSUBSCRIBE_SECRET, STAFF_SECRET_KEY, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production',
    );
    expect(existsSync(join(dataDir, 'prod'))).toBe(false);
  });
});

describe('wireApi', () => {
  it('wires a working API from the configuration and the adapters it names', async () => {
    const database = await createTestDatabase();
    const brands = loadBrands();
    await syncSites(database.db, brands);
    const wired = wireApi(
      { ...readConfig({}), dataDir },
      { db: database.db, database, brands, company: loadCompany() },
    );
    expect(wired.deps.payments.id).toBe('sandbox');
    expect(wired.deps.photoStore.kind).toBe('local');
    expect(wired.deps.chatPhotoStore.kind).toBe('local');
    const res = await wired.api.fetch(new Request('http://velvet.localhost/api/settings.php'));
    expect(res.status).toBe(200);
    await wired.close();
    const s3 = wireApi(
      { ...readConfig({ STORAGE: 's3', S3_BUCKET: 'photos', S3_REGION: 'eu-central-1' }), dataDir },
      { db: database.db, database, brands, company: loadCompany() },
    );
    expect([s3.deps.photoStore.kind, s3.deps.chatPhotoStore.kind]).toEqual(['s3', 's3']);
    await s3.close();
    await database.close();
  }, 60_000);
});
