/** The Hono environment of the API: what every handler can read from the context. */
import type { Clock } from '../core/clock.ts';
import type { BrandConfig, Company, Site } from '@dating/brand';
import type { Db } from '@dating/db';
import type { PhotoStore } from '@dating/storage';
import type { PageReads } from '../auth/page-reads.ts';
import type { SessionUser } from '../auth/session.ts';
import type { ChatEventBus } from '../chat/events.ts';
import type { PushSender } from '../push/send.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { AgeAssuranceProvider } from '../age-assurance/provider.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { Redis } from 'ioredis';
import type { RateLimits } from './rate-limits.ts';

export interface ApiDeps {
  db: Db;
  brands: readonly BrandConfig[];
  /** `brands/company.json`: the company info until an operator edits it (ADR 0069; read it with `currentCompany`). */
  company: Company;
  defaultBrandId: string;
  /** Secure cookies and strict origin checks in production. */
  production: boolean;
  /** Trust X-Forwarded-Host / X-Forwarded-For (only behind our own proxy). */
  trustProxy: boolean;
  /** Public URL prefix of uploaded photos (settings cdn_prefix). */
  uploadsPrefix: string;
  /** VAPID public key for web push (settings push public key). */
  pushPublicKey: string;
  /** SMTP or the database outbox (embedded default). */
  mailer: Mailer;
  /** Members' and personas' photos, public under `uploadsPrefix` (STORAGE: a folder or S3, ADR 0074). */
  photoStore: PhotoStore;
  /** Photos sent in chats: a store of their own, served only to the two members (chat-photo.php). */
  chatPhotoStore: PhotoStore;
  /** Live chat events to members' open streams (in-process by default). */
  events: ChatEventBus;
  /** Web push to members' subscribed browsers. */
  push: PushSender;
  /** The payment provider: the sandbox in the demo network, a PSP adapter in production (ADR 0025). */
  payments: PaymentProvider;
  /**
   * Every provider this process runs, by id (PAYMENT_PROVIDER, ADR 0085), `payments` among them;
   * absent: `payments` alone. A site's `payment_providers` setting picks one per method.
   */
  paymentProviders?: Readonly<Record<string, PaymentProvider>>;
  /** The age check provider (AGE_ASSURANCE; the sandbox in the demo network, ADR 0088). */
  ageAssurance: AgeAssuranceProvider;
  /** Shared secret the mail side sends with bounce and spam-complaint reports (MAIL_EVENTS_SECRET). */
  mailEventsSecret: string;
  /** Signs the members' one-click unsubscribe links (UNSUBSCRIBE_SECRET). */
  unsubscribeSecret: string;
  /** Encrypts staff TOTP secrets at rest (STAFF_SECRET_KEY, AES-256-GCM; ADR 0054). */
  staffSecretKey: string;
  /**
   * The console's public origin for links in staff e-mails (invitations): `https://console.<the
   * default brand's first domain>` when not given.
   */
  consoleOrigin?: () => string;
  /**
   * The public origin of a site for links in e-mails sent outside a request (the scheduler);
   * `https://<domain>` when not given.
   */
  publicOrigin?: (site: Site) => string;
  /** Text messages; the outbox table of the same database when not given. */
  sms?: SmsSender;
  /** Rate-limit counters in Redis (REDIS_URL) instead of the database (ADR 0045). */
  redis?: Redis;
  /** Multiply the rate limits' figures (RATE_LIMIT_IP_FACTOR for the journeys' one address); 1 by default. */
  rateLimitFactors?: { ip?: number; account?: number };
  now?: Clock;
}

export interface ApiEnv {
  Variables: {
    deps: ApiDeps;
    site: Site;
    user: SessionUser | null;
    sessionId: string | null;
    /** The cookie's session was ended by a ban in force (issue 19): `requireUser` says so. */
    sessionBanned: boolean;
    limits: RateLimits;
    /** The page's shared reads, for a GET or HEAD a site page makes (auth/page-reads.ts). */
    pageReads: PageReads | null;
  };
}
