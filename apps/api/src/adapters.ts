/**
 * The adapter registry (issue 17 point 4, ADR 0052): the settings PAYMENT_PROVIDER, EVENT_BUS,
 * STORAGE, SMS and AGE_ASSURANCE name an adapter, and this one map turns each name into its factory. The valid
 * names are `ADAPTER_CHOICES` of the settings schema (an unknown one fails at start listing
 * them); the `satisfies` below makes the compiler refuse a name without a factory and a factory
 * without a name. Also here: the one place the API's secrets are loaded or made, and the wiring
 * of the whole API from the configuration, shared by the network server (packages/server) and
 * the API on its own (`main.ts`).
 */
import { join } from 'node:path';
import type { BrandConfig, Company, Site } from '@dating/brand';
import {
  ADAPTER_CHOICES,
  type AdapterSetting,
  type Config,
  ConfigError,
  loadOrCreateSecret,
} from '@dating/config';
import type { Database, Db } from '@dating/db';
import { type PhotoStore, createLocalStore, createS3Client, createS3Store } from '@dating/storage';
import webpush from 'web-push';
import { createApi, type Api } from './app.ts';
import { type ChatEventBus, createEventBus } from './chat/events.ts';
import { memoryFanOut, postgresFanOut, redisFanOut } from './chat/fan-out.ts';
import type { ApiDeps } from './http/env.ts';
import { connectRateLimitRedis } from './http/rate-limits.ts';
import { createMailer } from './mail/mailer.ts';
import { createCcbillProvider } from './payments/ccbill.ts';
import type { HttpFetch, PaymentProvider } from './payments/provider.ts';
import { createSandboxProvider } from './payments/sandbox.ts';
import { createSegpayProvider } from './payments/segpay.ts';
import { createVerotelProvider } from './payments/verotel.ts';
import { createPushSender } from './push/send.ts';
import type { AgeAssuranceProvider } from './age-assurance/provider.ts';
import { ageSandboxKey, createSandboxAgeProvider } from './age-assurance/sandbox.ts';
import type { VapidKeys } from './push/vapid.ts';
import { createSmsSender, type SmsSender } from './sms/sender.ts';

/** The secrets of the API: from the environment, else made once in DATA_DIR (0600). */
export interface Secrets {
  paymentSandboxSecret: string;
  mailEventsSecret: string;
  unsubscribeSecret: string;
  staffSecretKey: string;
  vapid: VapidKeys;
}

/**
 * Loads or makes every secret, in one place, through the one secret loader. Production never
 * makes one (ADR 0075): two instances with their own data folders would sign links and encrypt
 * TOTP secrets differently, so every secret comes from the environment (readConfig refuses a
 * production start without them; this is the second lock).
 */
export function loadSecrets(
  config: Pick<Config, 'dataDir' | 'secrets'> & { production?: boolean; demo?: boolean },
): Secrets {
  const file = (name: string) => join(config.dataDir, name);
  const { secrets } = config;
  if (config.production || config.demo === false) {
    const missing = Object.entries({
      PAYMENT_SANDBOX_SECRET: secrets.paymentSandboxSecret,
      MAIL_EVENTS_SECRET: secrets.mailEventsSecret,
      UNSUBSCRIBE_SECRET: secrets.unsubscribeSecret,
      STAFF_SECRET_KEY: secrets.staffSecretKey,
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY': secrets.vapidKeys,
    })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new ConfigError(
        `${missing.join(', ')} must be set in production (no secret is made in the data folder)`,
      );
    }
  }
  return {
    paymentSandboxSecret: loadOrCreateSecret(file('sandbox-secret'), secrets.paymentSandboxSecret),
    mailEventsSecret: loadOrCreateSecret(file('mail-events-secret'), secrets.mailEventsSecret),
    unsubscribeSecret: loadOrCreateSecret(file('unsubscribe-secret'), secrets.unsubscribeSecret),
    staffSecretKey: loadOrCreateSecret(file('staff-secret-key'), secrets.staffSecretKey),
    vapid: JSON.parse(
      loadOrCreateSecret(file('vapid.json'), secrets.vapidKeys && JSON.stringify(secrets.vapidKeys), () =>
        JSON.stringify(webpush.generateVAPIDKeys()),
      ),
    ) as VapidKeys,
  };
}

/** Where photos live: the two stores (public photos, chat photos) and the public prefix of photos. */
export interface PhotoStorage {
  photoStore: PhotoStore;
  chatPhotoStore: PhotoStore;
  uploadsPrefix: string;
}

/** What a factory may use. */
export interface AdapterContext {
  config: Config;
  db: Db;
  /** What LISTEN needs: PGlite's client, or PostgreSQL's URL (EVENT_BUS=postgres). */
  database?: Pick<Database, 'url' | 'pglite'>;
  secrets: Secrets;
  /** How the payment provider's server-to-server notifications reach this API. */
  deliver: (request: Request) => Promise<Response>;
  /** How adapters call their provider's servers (a re-query, a refund); `fetch` with a timeout. */
  fetch?: HttpFetch;
}

/** A provider's server that does not answer within this is treated as not answering. */
const PROVIDER_TIMEOUT_MS = 15_000;
const providerFetch: HttpFetch = (url, init) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });

/** A provider's settings, which readConfig fills whenever PAYMENT_PROVIDER names it. */
function shopOf<K extends keyof Config['providers']>(
  config: Config,
  id: K,
): NonNullable<Config['providers'][K]> {
  const shop = config.providers[id];
  if (!shop) throw new ConfigError(`PAYMENT_PROVIDER=${id} has no settings`);
  return shop;
}

interface AdapterKinds {
  PAYMENT_PROVIDER: PaymentProvider;
  EVENT_BUS: ChatEventBus;
  STORAGE: PhotoStorage;
  SMS: SmsSender;
  AGE_ASSURANCE: AgeAssuranceProvider;
}

type Registry = {
  [K in AdapterSetting]: Record<
    (typeof ADAPTER_CHOICES)[K][number],
    (context: AdapterContext) => AdapterKinds[K]
  >;
};

/** The registry: setting → adapter name → factory. */
export const ADAPTERS = {
  PAYMENT_PROVIDER: {
    // The sandbox notifies the API through its request handler: server to server, signed,
    // without knowing which port the API listens on.
    sandbox: ({ secrets, deliver }) =>
      createSandboxProvider({ secret: secrets.paymentSandboxSecret, deliver }),
    // ADR 0085: the adult-capable providers, each from its shop's settings.
    verotel: ({ config }) => createVerotelProvider(shopOf(config, 'verotel')),
    segpay: ({ config, fetch }) =>
      createSegpayProvider({ ...shopOf(config, 'segpay'), fetch: fetch ?? providerFetch }),
    ccbill: ({ config, fetch }) =>
      createCcbillProvider({ ...shopOf(config, 'ccbill'), fetch: fetch ?? providerFetch }),
  },
  // ADR 0072: the events are rows of the database in every case; the name says how instances
  // wake each other when one was written.
  EVENT_BUS: {
    postgres: ({ config, db, database }) => {
      const url = database?.url ?? config.databaseUrl;
      if (!url && !database?.pglite) {
        throw new ConfigError(
          'EVENT_BUS=postgres needs the database it listens on (the PGlite client or DATABASE_URL)',
        );
      }
      return createEventBus({ db, fanOut: postgresFanOut({ db, url, pglite: database?.pglite }) });
    },
    redis: ({ config, db }) => {
      if (!config.redisUrl) {
        throw new ConfigError(
          'REDIS_URL must be set with EVENT_BUS=redis (the Redis whose pub/sub carries live events)',
        );
      }
      return createEventBus({ db, fanOut: redisFanOut(config.redisUrl) });
    },
    memory: ({ db }) => createEventBus({ db, fanOut: memoryFanOut() }),
  },
  STORAGE: {
    local: ({ config }) => localStorage(config.dataDir),
    s3: ({ config }) => s3Storage(config),
  },
  SMS: {
    outbox: ({ db }) => createSmsSender({ db }),
  },
  // ADR 0088: reports reach the API through its request handler, as the payment sandbox's do.
  AGE_ASSURANCE: {
    sandbox: ({ secrets, deliver }) =>
      createSandboxAgeProvider({ secret: ageSandboxKey(secrets.paymentSandboxSecret), deliver }),
  },
} satisfies Registry;

/** The folders under DATA_DIR (each made on its first write). */
export function localStorage(dataDir: string): PhotoStorage {
  return {
    photoStore: createLocalStore(join(dataDir, 'uploads')),
    chatPhotoStore: createLocalStore(join(dataDir, 'chat-photos')),
    uploadsPrefix: '/uploads/',
  };
}

/**
 * One private bucket, a key prefix per store; the server streams public photos under
 * /uploads/ too, so a CDN in front of the site caches them and the bucket needs no policy.
 */
export function s3Storage(config: Pick<Config, 's3'>): PhotoStorage {
  if (!config.s3) throw new ConfigError('STORAGE=s3 needs S3_BUCKET and S3_REGION');
  const client = createS3Client(config.s3);
  return {
    photoStore: createS3Store(client, config.s3.bucket, 'uploads/'),
    chatPhotoStore: createS3Store(client, config.s3.bucket, 'chat-photos/'),
    uploadsPrefix: '/uploads/',
  };
}

/** The adapter a setting names; an unknown name is a ConfigError listing the valid ones. */
export function adapter<K extends AdapterSetting>(
  setting: K,
  name: string,
  context: AdapterContext,
): AdapterKinds[K] {
  const factories = (ADAPTERS satisfies Registry as Registry)[setting] as Record<
    string,
    (context: AdapterContext) => AdapterKinds[K]
  >;
  const factory = Object.hasOwn(factories, name) ? factories[name] : undefined;
  if (!factory) {
    throw new ConfigError(`${setting} must be one of ${ADAPTER_CHOICES[setting].join(', ')}, got "${name}"`);
  }
  return factory(context);
}

export interface WiredApi {
  api: Api;
  deps: ApiDeps;
  /** Stops the event bus's listening (LISTEN connection, Redis subscriber) and the Redis client. */
  close(): Promise<void>;
}

/**
 * The API wired from the configuration: secrets, mailer, push, Redis and the four adapters the
 * settings name. `publicOrigin` gives scheduled e-mails' links (see ApiDeps).
 */
export function wireApi(
  config: Config,
  base: {
    db: Db;
    /** The opened database, for the event bus's LISTEN (its PGlite client or URL). */
    database?: Pick<Database, 'url' | 'pglite'>;
    brands: readonly BrandConfig[];
    company: Company;
    publicOrigin?: (site: Site) => string;
    consoleOrigin?: () => string;
  },
): WiredApi {
  const secrets = loadSecrets(config);
  let api: Api | undefined;
  const context: AdapterContext = {
    config,
    db: base.db,
    database: base.database,
    secrets,
    deliver: async (request) => (api ? api.fetch(request) : new Response(null, { status: 503 })),
  };
  const redis = config.redisUrl ? connectRateLimitRedis(config.redisUrl) : undefined;
  // Every provider PAYMENT_PROVIDER names, the first the default (ADR 0085).
  const paymentProviders = Object.fromEntries(
    config.adapters.paymentProviders.map((name) => [name, adapter('PAYMENT_PROVIDER', name, context)]),
  );
  const defaultHost =
    base.brands.find((b) => b.id === config.defaultBrandId)?.domains[0]?.host ?? 'localhost';
  const deps: ApiDeps = {
    db: base.db,
    redis,
    rateLimitFactors: { ip: config.rateLimitIpFactor },
    brands: base.brands,
    company: base.company,
    defaultBrandId: config.defaultBrandId,
    production: config.production,
    trustProxy: config.trustProxy,
    ...adapter('STORAGE', config.adapters.storage, context),
    pushPublicKey: secrets.vapid.publicKey,
    mailer: createMailer({ db: base.db, smtpUrl: config.smtpUrl }),
    events: adapter('EVENT_BUS', config.adapters.eventBus, context),
    // VAPID subject: how a push service reaches the operator (env, else the default brand's support address).
    push: createPushSender(secrets.vapid, config.vapidSubject ?? `mailto:support@${defaultHost}`),
    payments: paymentProviders[config.adapters.paymentProvider]!,
    paymentProviders,
    sms: adapter('SMS', config.adapters.sms, context),
    ageAssurance: adapter('AGE_ASSURANCE', config.adapters.ageAssurance, context),
    mailEventsSecret: secrets.mailEventsSecret,
    unsubscribeSecret: secrets.unsubscribeSecret,
    staffSecretKey: secrets.staffSecretKey,
    publicOrigin: base.publicOrigin,
    consoleOrigin: base.consoleOrigin,
  };
  api = createApi(deps);
  return {
    api,
    deps,
    close: async () => {
      await deps.events.close();
      redis?.disconnect();
    },
  };
}
