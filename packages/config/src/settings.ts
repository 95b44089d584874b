/**
 * Every environment setting of the network, in one place (issue 17 point 4, ADR 0052): its zod
 * schema, its default as the operator reads it and what it means. `readConfig` parses them all
 * once at start; docs/operators/configuration.md lists them (a test keeps the two equal).
 * Nothing else in the server or the API reads `process.env`.
 */
import { LOG_LEVELS } from '@dating/log';
import { z } from 'zod';

/** One setting: the schema of its raw value (unset = undefined), its documented default and meaning. */
export interface Setting {
  schema: z.ZodType;
  /** The default as written in the docs table ("(made)", "(PGlite)"…). */
  default: string;
  meaning: string;
  /**
   * With NODE_ENV=production the start refuses to go on without it (ADR 0075): `true`, or only
   * when the other settings (unset = undefined) make it needed, e.g. the sandbox's secret.
   */
  requiredInProduction?: true | ((env: Readonly<Record<string, string | undefined>>) => boolean);
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

/** Whether PAYMENT_PROVIDER (a comma-separated list, the default first) names this provider. */
export const runsProvider = (env: Readonly<Record<string, string | undefined>>, id: string) =>
  (env.PAYMENT_PROVIDER ?? 'sandbox').split(',').some((p) => p.trim() === id);

/** A list of address ranges: `64.38.212.0/24`, `1.2.3.4` (one address), comma-separated. */
const ipRanges = (name: string) =>
  z
    .string()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v.split(',').every((r) => /^\d{1,3}(\.\d{1,3}){3}(\/(3[0-2]|[12]?\d))?$/.test(r.trim())),
      { message: `${name} must be IPv4 addresses or CIDR ranges, comma-separated` },
    );

/**
 * The names of the adapters the server wires through the registry (apps/api/src/adapters.ts);
 * only choices that exist are valid, a new adapter adds its name here and its factory there.
 */
export const ADAPTER_CHOICES = {
  PAYMENT_PROVIDER: ['sandbox', 'verotel', 'segpay', 'ccbill'],
  EVENT_BUS: ['postgres', 'redis', 'memory'],
  STORAGE: ['local', 's3'],
  SMS: ['outbox'],
  AGE_ASSURANCE: ['sandbox'],
} as const;

export type AdapterSetting = keyof typeof ADAPTER_CHOICES;

/** PAYMENT_PROVIDER: known provider names, comma-separated, none twice. */
const providerList = z
  .string()
  .optional()
  .refine(
    (v) => {
      if (v === undefined) return true;
      const names = v.split(',').map((p) => p.trim());
      return (
        names.every((n) => (ADAPTER_CHOICES.PAYMENT_PROVIDER as readonly string[]).includes(n)) &&
        new Set(names).size === names.length
      );
    },
    {
      message: `PAYMENT_PROVIDER must be one or more of ${ADAPTER_CHOICES.PAYMENT_PROVIDER.join(', ')}, comma-separated`,
    },
  );

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
    default: '(PGlite; required in production)',
    meaning: 'a PostgreSQL URL (`postgres://…`) instead of the embedded database in `DATA_DIR`',
    requiredInProduction: true,
  },
  SMTP_URL: {
    schema: text,
    default: '(outbox; required in production)',
    meaning: 'send e-mail through SMTP (queued, retried) instead of the outbox',
    requiredInProduction: true,
  },
  NODE_ENV: {
    schema: text,
    default: '(development)',
    meaning:
      '`production`: secure cookies, strict origins, no `/dev/mail`, no demo data, every secret from the environment',
  },
  DEMO: {
    schema: flag,
    default: '(`1` unless NODE_ENV=production)',
    meaning:
      '`1` with `NODE_ENV=production`: the demo network (embedded defaults, demo data, made secrets, plain-HTTP cookies) on the production builds of React and the libraries; `npm start` sets it',
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
    meaning: 'demo members made on the first start (0: none; never in production)',
  },
  SCHEDULER: {
    schema: oneOf(['on', 'off']),
    default: '`on`',
    meaning: '`off`: no scheduled jobs and no queue worker (SMTP mail, SMS, postbacks) in this instance',
  },
  REDIS_URL: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
        message: 'REDIS_URL must start with redis:// or rediss://',
      }),
    default: '(database)',
    meaning:
      'keep the rate-limit counters in Redis instead of the database (ADR 0045); required with `EVENT_BUS=redis`',
  },
  RATE_LIMIT_IP_FACTOR: {
    schema: wholeNumber('RATE_LIMIT_IP_FACTOR', 1, 1000),
    default: '1',
    meaning:
      'multiplies the per-IP rate limits (1–1000), for a test network whose visitors share one address',
  },
  VISITOR_PAGE_SECONDS: {
    schema: wholeNumber('VISITOR_PAGE_SECONDS', 0, 300),
    default: '10',
    meaning:
      "how long a visitor's home page, lander or member landing is served from this instance's memory before it is rendered again (0–300; 0: always rendered; ADR 0098); a settings or company change forgets them at once",
  },
  PAYMENT_PROVIDER: {
    schema: providerList,
    default: '`sandbox`',
    meaning:
      'the payment providers the network runs, comma-separated (`sandbox`: the built-in test provider, no real money; `verotel`, `segpay`, `ccbill`, ADR 0085); the first takes every method a site did not give to another in its `payment_providers` setting',
  },
  EVENT_BUS: {
    schema: oneOf(ADAPTER_CHOICES.EVENT_BUS),
    default: '`postgres`',
    meaning:
      'how instances wake each other for live chat and desk events (ADR 0072): `postgres` (LISTEN/NOTIFY on the database, also the embedded one), `redis` (pub/sub on `REDIS_URL`), `memory` (this one instance only)',
  },
  STORAGE: {
    schema: oneOf(ADAPTER_CHOICES.STORAGE),
    default: '`local`',
    meaning:
      'where photos are kept (`local`: `DATA_DIR/uploads` and `DATA_DIR/chat-photos`; `s3`: the S3 bucket `S3_BUCKET`, ADR 0074)',
  },
  S3_BUCKET: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
        message: 'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      }),
    default: '(required with `s3`)',
    meaning: 'the bucket of photos (`uploads/…`) and chat photos (`chat-photos/…`); both stay private',
  },
  S3_REGION: {
    schema: text,
    default: '(required with `s3`)',
    meaning: "the bucket's region (`eu-central-1`; what the provider says for an S3-compatible one)",
  },
  S3_ENDPOINT: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), {
        message: 'S3_ENDPOINT must be an http:// or https:// URL',
      }),
    default: '(AWS)',
    meaning: 'the URL of an S3-compatible server (MinIO, Ceph, a hosting provider) instead of AWS',
  },
  S3_FORCE_PATH_STYLE: {
    schema: flag,
    default: '0',
    meaning: '`1`: address the bucket as `<endpoint>/<bucket>` (most S3-compatible servers need it)',
  },
  S3_ACCESS_KEY_ID: {
    schema: text,
    default: '(role)',
    meaning:
      "S3 access key, with `S3_SECRET_ACCESS_KEY` (neither: the AWS SDK's default chain, an instance or task role)",
  },
  S3_SECRET_ACCESS_KEY: {
    schema: text,
    default: '(role)',
    meaning: 'S3 secret key, with `S3_ACCESS_KEY_ID`',
  },
  SMS: {
    schema: oneOf(ADAPTER_CHOICES.SMS),
    default: '`outbox`',
    meaning: 'how text messages go out (`outbox`: kept in `outbox_messages`, read on `/dev/mail`)',
  },
  AGE_ASSURANCE: {
    schema: oneOf(ADAPTER_CHOICES.AGE_ASSURANCE),
    default: '`sandbox`',
    meaning:
      'the age check provider (ADR 0088; `sandbox`: the built-in test provider where the tester passes or fails, signed with a key derived from `PAYMENT_SANDBOX_SECRET`)',
  },

  PAYMENT_SANDBOX_SECRET: {
    schema: text,
    default: '(made; required in production with `sandbox`)',
    meaning: 'signing secret of the sandbox provider (else made once in `DATA_DIR/sandbox-secret`)',
    requiredInProduction: (env) => runsProvider(env, 'sandbox'),
  },
  VEROTEL_SHOP_ID: {
    schema: wholeNumber('VEROTEL_SHOP_ID', 1, 999_999_999, 'the numeric shop (website) id Verotel gave'),
    default: '(required with `verotel`)',
    meaning: 'Verotel FlexPay: the shop (website) id of Control Center',
    requiredInProduction: (env) => runsProvider(env, 'verotel'),
  },
  VEROTEL_SIGNATURE_KEY: {
    schema: text,
    default: '(required with `verotel`)',
    meaning:
      'Verotel FlexPay: the signature key of the shop (Control Center → the website → FlexPay options)',
    requiredInProduction: (env) => runsProvider(env, 'verotel'),
  },
  VEROTEL_ORDER_HOST: {
    schema: text,
    default: '`secure.verotel.com`',
    meaning:
      "Verotel FlexPay: the order page's host of the account's brand (`secure.billing.creditcard` for CardBilling)",
  },
  SEGPAY_MERCHANT_ID: {
    schema: wholeNumber('SEGPAY_MERCHANT_ID', 1, 999_999_999, 'the numeric Segpay merchant id'),
    default: '(required with `segpay`)',
    meaning: 'Segpay: the merchant id SRS makes the dynamic price hash for',
    requiredInProduction: (env) => runsProvider(env, 'segpay'),
  },
  SEGPAY_ETICKET: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^\d+:\d+$/.test(v), {
        message: 'SEGPAY_ETICKET must be `<package id>:<price point id>`',
      }),
    default: '(required with `segpay`)',
    meaning:
      "Segpay: the payment page's `x-eticketid` (`<package>:<price point>`) of a dynamic-pricing price point in the site's currency",
    requiredInProduction: (env) => runsProvider(env, 'segpay'),
  },
  SEGPAY_POSTBACK_TOKEN: {
    schema: text,
    default: '(required with `segpay`)',
    meaning:
      'Segpay: a long random secret written into the postback URL templates (`&token=`): Segpay postbacks carry no signature',
    requiredInProduction: (env) => runsProvider(env, 'segpay'),
  },
  SEGPAY_POSTBACK_IPS: {
    schema: ipRanges('SEGPAY_POSTBACK_IPS'),
    default: '(any)',
    meaning:
      "Segpay: the postback senders' addresses (SRS `GetPostbackIPList`); postbacks from others are refused",
  },
  SEGPAY_SRS_USER_ID: {
    schema: text,
    default: '(required with `segpay`)',
    meaning: 'Segpay: the SRS user id, for refunds through the API',
    requiredInProduction: (env) => runsProvider(env, 'segpay'),
  },
  SEGPAY_SRS_ACCESS_KEY: {
    schema: text,
    default: '(required with `segpay`)',
    meaning: 'Segpay: the SRS user access key, with `SEGPAY_SRS_USER_ID`',
    requiredInProduction: (env) => runsProvider(env, 'segpay'),
  },
  CCBILL_ACCOUNT: {
    schema: wholeNumber('CCBILL_ACCOUNT', 100_000, 999_999, 'the six-digit CCBill main account number'),
    default: '(required with `ccbill`)',
    meaning: 'CCBill: the main account number (`clientAccnum`)',
    requiredInProduction: (env) => runsProvider(env, 'ccbill'),
  },
  CCBILL_SUBACCOUNT: {
    schema: z
      .string()
      .optional()
      .refine((v) => v === undefined || /^\d{4}$/.test(v), {
        message: 'CCBILL_SUBACCOUNT must be four digits',
      }),
    default: '(required with `ccbill`)',
    meaning: 'CCBill: the subaccount the FlexForm and the webhooks belong to (`clientSubacc`, four digits)',
    requiredInProduction: (env) => runsProvider(env, 'ccbill'),
  },
  CCBILL_FLEX_ID: {
    schema: text,
    default: '(required with `ccbill`)',
    meaning: 'CCBill: the Flex ID of the FlexForms payment flow with dynamic pricing',
    requiredInProduction: (env) => runsProvider(env, 'ccbill'),
  },
  CCBILL_SALT: {
    schema: text,
    default: '(required with `ccbill`)',
    meaning: "CCBill: the subaccount's encryption key (salt) of the `formDigest`",
    requiredInProduction: (env) => runsProvider(env, 'ccbill'),
  },
  CCBILL_DATALINK_USER: {
    schema: text,
    default: '(required with `ccbill`)',
    meaning: 'CCBill: the Data Link user that confirms each webhook with `viewSubscriptionStatus`',
    requiredInProduction: (env) => runsProvider(env, 'ccbill'),
  },
  CCBILL_DATALINK_PASSWORD: {
    schema: text,
    default: '(required with `ccbill`)',
    meaning: 'CCBill: the Data Link password, with `CCBILL_DATALINK_USER`',
    requiredInProduction: (env) => runsProvider(env, 'ccbill'),
  },
  CCBILL_WEBHOOK_IPS: {
    schema: ipRanges('CCBILL_WEBHOOK_IPS'),
    default: "(CCBill's documented ranges)",
    meaning:
      'CCBill: the webhook senders (default 64.38.212.0/24, 64.38.215.0/24, 64.38.240.0/24, 64.38.241.0/24, as its Webhooks User Guide lists them)',
  },
  MAIL_EVENTS_SECRET: {
    schema: text,
    default: '(made; required in production)',
    meaning: "bearer secret of the mail side's bounce/spam reports (else in `DATA_DIR/mail-events-secret`)",
    requiredInProduction: true,
  },
  UNSUBSCRIBE_SECRET: {
    schema: text,
    default: '(made; required in production)',
    meaning: 'signs the one-click unsubscribe links in e-mails (else in `DATA_DIR/unsubscribe-secret`)',
    requiredInProduction: true,
  },
  STAFF_SECRET_KEY: {
    schema: text,
    default: '(made; required in production)',
    meaning:
      "encrypts the console staff's TOTP secrets at rest (else made once in `DATA_DIR/staff-secret-key`; production refuses to start without it)",
    requiredInProduction: true,
  },
  VAPID_PUBLIC_KEY: {
    schema: text,
    default: '(made; required in production)',
    meaning: 'web push public key; set with `VAPID_PRIVATE_KEY` (else a pair in `DATA_DIR/vapid.json`)',
    requiredInProduction: true,
  },
  VAPID_PRIVATE_KEY: {
    schema: text,
    default: '(made; required in production)',
    meaning: 'web push private key, with `VAPID_PUBLIC_KEY`',
    requiredInProduction: true,
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
  LOG_LEVEL: {
    schema: oneOf(LOG_LEVELS),
    default: '`info` (`warn` in the demo)',
    meaning:
      'least severe log line written (JSON on stdout; `info` has one line per request): `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`',
  },
  METRICS_PORT: {
    schema: wholeNumber('METRICS_PORT', 1, 65_535, 'a port number (1 to 65535)'),
    default: '(none)',
    meaning:
      'serve Prometheus `/metrics` on this port of `METRICS_HOST` only (production answers 404 for `/metrics` on the site port)',
  },
  METRICS_HOST: {
    schema: text,
    default: '`127.0.0.1`',
    meaning: 'address the `METRICS_PORT` listener binds to (an internal interface, never the public one)',
  },
  SHUTDOWN_GRACE_SECONDS: {
    schema: wholeNumber('SHUTDOWN_GRACE_SECONDS', 1, 600),
    default: '10',
    meaning: 'on SIGTERM/SIGINT, how long requests in flight may take to finish before the process exits',
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
