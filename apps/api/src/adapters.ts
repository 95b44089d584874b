/**
 * The adapter registry (issue 17 point 4, ADR 0052): the settings PAYMENT_PROVIDER, EVENT_BUS,
 * STORAGE and SMS name an adapter, and this one map turns each name into its factory. The valid
 * names are `ADAPTER_CHOICES` of the settings schema (an unknown one fails at start listing
 * them); the `satisfies` below makes the compiler refuse a name without a factory and a factory
 * without a name. Also here: the one place the API's secrets are loaded or made, and the wiring
 * of the whole API from the configuration, shared by the network server (packages/server) and
 * the API on its own (`main.ts`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig, Company, Site } from '@dating/brand';
import {
  ADAPTER_CHOICES,
  type AdapterSetting,
  type Config,
  ConfigError,
  loadOrCreateSecret,
} from '@dating/config';
import type { Db } from '@dating/db';
import webpush from 'web-push';
import { createApi, type Api } from './app.ts';
import { type ChatEventBus, createInProcessEventBus } from './chat/events.ts';
import type { ApiDeps } from './http/env.ts';
import { connectRateLimitRedis } from './http/rate-limits.ts';
import { createMailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createSandboxProvider } from './payments/sandbox.ts';
import { createPushSender } from './push/send.ts';
import type { VapidKeys } from './push/vapid.ts';
import { createSmsOutbox, type SmsSender } from './sms/sender.ts';

/** The secrets of the API: from the environment, else made once in DATA_DIR (0600). */
export interface Secrets {
  paymentSandboxSecret: string;
  mailEventsSecret: string;
  unsubscribeSecret: string;
  staffSecretKey: string;
  vapid: VapidKeys;
}

/** Loads or makes every secret, in one place, through the one secret loader. */
export function loadSecrets(config: Pick<Config, 'dataDir' | 'secrets'> & { production?: boolean }): Secrets {
  const file = (name: string) => join(config.dataDir, name);
  const { secrets } = config;
  // Every instance must decrypt the same TOTP secrets: production names the key, never makes one.
  if (config.production && !secrets.staffSecretKey) {
    throw new ConfigError('STAFF_SECRET_KEY must be set in production (it encrypts the staff TOTP secrets)');
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

/** Where photos live: the folders the API writes and the public prefix of uploaded photos. */
export interface PhotoStorage {
  uploadsDir: string;
  chatPhotosDir: string;
  uploadsPrefix: string;
}

/** What a factory may use. */
export interface AdapterContext {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** How the payment provider's server-to-server notifications reach this API. */
  deliver: (request: Request) => Promise<Response>;
}

interface AdapterKinds {
  PAYMENT_PROVIDER: PaymentProvider;
  EVENT_BUS: ChatEventBus;
  STORAGE: PhotoStorage;
  SMS: SmsSender;
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
  },
  EVENT_BUS: {
    memory: () => createInProcessEventBus(),
  },
  STORAGE: {
    local: ({ config }) => localStorage(config.dataDir),
  },
  SMS: {
    outbox: ({ db }) => createSmsOutbox(db),
  },
} satisfies Registry;

/** The local photo folders under DATA_DIR (made when missing). */
export function localStorage(dataDir: string): PhotoStorage {
  const storage = {
    uploadsDir: join(dataDir, 'uploads'),
    chatPhotosDir: join(dataDir, 'chat-photos'),
    uploadsPrefix: '/uploads/',
  };
  mkdirSync(storage.uploadsDir, { recursive: true });
  return storage;
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
  close(): void;
}

/**
 * The API wired from the configuration: secrets, mailer, push, Redis and the four adapters the
 * settings name. `publicOrigin` gives scheduled e-mails' links (see ApiDeps).
 */
export function wireApi(
  config: Config,
  base: {
    db: Db;
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
    secrets,
    deliver: async (request) => (api ? api.fetch(request) : new Response(null, { status: 503 })),
  };
  const redis = config.redisUrl ? connectRateLimitRedis(config.redisUrl) : undefined;
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
    payments: adapter('PAYMENT_PROVIDER', config.adapters.paymentProvider, context),
    sms: adapter('SMS', config.adapters.sms, context),
    mailEventsSecret: secrets.mailEventsSecret,
    unsubscribeSecret: secrets.unsubscribeSecret,
    staffSecretKey: secrets.staffSecretKey,
    publicOrigin: base.publicOrigin,
    consoleOrigin: base.consoleOrigin,
  };
  api = createApi(deps);
  return { api, deps, close: () => redis?.disconnect() };
}
