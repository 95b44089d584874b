/**
 * Every environment setting of the network, in one place (issue 17 point 4, ADR 0052): its zod
 * schema, its default as the operator reads it and what it means. `readConfig` parses them all
 * once at start; docs/operators/configuration.md lists them (a test keeps the two equal).
 * Nothing else in the server or the API reads `process.env`.
 */
import { z } from 'zod';

/** One setting: the schema of its raw value (unset = undefined), its documented default and meaning. */
export interface Setting {
  schema: z.ZodType;
  /** The default as written in the docs table ("(made)", "(PGlite)"…). */
  default: string;
  meaning: string;
}

const wholeNumber = (name: string, min: number, max: number, what = `a whole number from ${min} to ${max}`) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), {
      message: `${name} must be ${what}`,
    });

/** One of a closed list; an unknown value fails at start naming the valid ones. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional();

const text = z.string().optional();
const flag = oneOf(['0', '1']);

/**
 * The names of the adapters the server wires through the registry (apps/api/src/adapters.ts);
 * only choices that exist are valid, a new adapter adds its name here and its factory there.
 */
export const ADAPTER_CHOICES = {
  PAYMENT_PROVIDER: ['sandbox'],
  EVENT_BUS: ['memory'],
  STORAGE: ['local'],
  SMS: ['outbox'],
} as const;

export type AdapterSetting = keyof typeof ADAPTER_CHOICES;

export const SETTINGS = {
  PORT: {
    schema: wholeNumber('PORT', 0, 65_535, 'a port number (0 to 65535)'),
    default: '3000',
    meaning: 'port of the network (of the API alone for `apps/api` `start`)',
  },
  HOST: { schema: text, default: '`0.0.0.0`', meaning: 'address the server listens on' },
  DATA_DIR: {
    schema: text,
    default: '`.data`',
    meaning: 'embedded database, uploaded photos, chat photos, generated keys (relative to the repository)',
  },
  DATABASE_URL: {
    schema: text,
    default: '(PGlite)',
    meaning: 'a PostgreSQL URL (`postgres://…`) instead of the embedded database in `DATA_DIR`',
  },
  SMTP_URL: { schema: text, default: '(outbox)', meaning: 'send e-mail through SMTP instead of the outbox' },
  NODE_ENV: {
    schema: text,
    default: '(development)',
    meaning: '`production`: secure cookies, strict origins, no `/dev/mail`',
  },
  INSECURE_COOKIES: {
    schema: flag,
    default: '0',
    meaning: '`1` with `NODE_ENV=production`: cookies without `Secure` (a plain-HTTP test host)',
  },
  TRUST_PROXY: {
    schema: flag,
    default: '0',
    meaning: '`1` behind our own proxy: trust `X-Forwarded-*` and country headers',
  },
  BRANDS: { schema: text, default: '(all built)', meaning: 'comma-separated brand ids to serve' },
  DEFAULT_BRAND: {
    schema: text,
    default: '`velvet`',
    meaning: 'the brand plain `localhost` serves (and `pnpm dev` serves)',
  },
  SEED_MEMBERS_PER_BRAND: {
    schema: wholeNumber('SEED_MEMBERS_PER_BRAND', 0, 1_000_000),
    default: '120',
    meaning: 'demo members made on the first start (0: none)',
  },
  SCHEDULER: {
    schema: oneOf(['on', 'off']),
    default: '`on`',
    meaning: '`off`: this instance runs no scheduled jobs (notification e-mails, erasure, retention)',
  },
  REDIS_URL: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
        message: 'REDIS_URL must start with redis:// or rediss://',
      }),
    default: '(database)',
    meaning: 'keep the rate-limit counters in Redis instead of the database (ADR 0045)',
  },
  RATE_LIMIT_IP_FACTOR: {
    schema: wholeNumber('RATE_LIMIT_IP_FACTOR', 1, 1000),
    default: '1',
    meaning:
      'multiplies the per-IP rate limits (1–1000), for a test network whose visitors share one address',
  },
  PAYMENT_PROVIDER: {
    schema: oneOf(ADAPTER_CHOICES.PAYMENT_PROVIDER),
    default: '`sandbox`',
    meaning: 'the payment provider adapter (`sandbox`: the built-in test provider, no real money)',
  },
  EVENT_BUS: {
    schema: oneOf(ADAPTER_CHOICES.EVENT_BUS),
    default: '`memory`',
    meaning: 'how live chat events reach open streams (`memory`: within this one instance)',
  },
  STORAGE: {
    schema: oneOf(ADAPTER_CHOICES.STORAGE),
    default: '`local`',
    meaning: 'where photos are kept (`local`: `DATA_DIR/uploads` and `DATA_DIR/chat-photos`)',
  },
  SMS: {
    schema: oneOf(ADAPTER_CHOICES.SMS),
    default: '`outbox`',
    meaning: 'how text messages go out (`outbox`: kept in `outbox_messages`, read on `/dev/mail`)',
  },
  PAYMENT_SANDBOX_SECRET: {
    schema: text,
    default: '(made)',
    meaning: 'signing secret of the sandbox provider (else made once in `DATA_DIR/sandbox-secret`)',
  },
  MAIL_EVENTS_SECRET: {
    schema: text,
    default: '(made)',
    meaning: "bearer secret of the mail side's bounce/spam reports (else in `DATA_DIR/mail-events-secret`)",
  },
  UNSUBSCRIBE_SECRET: {
    schema: text,
    default: '(made)',
    meaning: 'signs the one-click unsubscribe links in e-mails (else in `DATA_DIR/unsubscribe-secret`)',
  },
  STAFF_SECRET_KEY: {
    schema: text,
    default: '(made; required in production)',
    meaning:
      "encrypts the console staff's TOTP secrets at rest (else made once in `DATA_DIR/staff-secret-key`; production refuses to start without it)",
  },
  VAPID_PUBLIC_KEY: {
    schema: text,
    default: '(made)',
    meaning: 'web push public key; set with `VAPID_PRIVATE_KEY` (else a pair in `DATA_DIR/vapid.json`)',
  },
  VAPID_PRIVATE_KEY: {
    schema: text,
    default: '(made)',
    meaning: 'web push private key, with `VAPID_PUBLIC_KEY`',
  },
  VAPID_SUBJECT: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
        message: 'VAPID_SUBJECT must start with mailto: or https://',
      }),
    default: '(support address)',
    meaning: "how push services reach the operator (else `mailto:support@<default brand's first domain>`)",
  },
  API_URL: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), {
        message: 'API_URL must be an http:// or https:// URL such as http://127.0.0.1:4000',
      }),
    default: '(in-process)',
    meaning:
      'the origin of a standalone API (`pnpm --filter @dating/api start`) the site calls instead of its own',
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
