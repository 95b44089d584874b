/**
 * The API under test: the real Hono app on a fresh database (in-memory PGlite, or a schema of
 * its own on PostgreSQL when TEST_DATABASE_URL is set), seeded with demo members. Requests go
 * through `app.fetch` exactly as the server sends them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands, loadCompany } from '@dating/brand/load.server';
import { createDatabase, createTestDatabase, syncSites } from '@dating/db';
import { outboxMessages, sites } from '@dating/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { seedDemo } from '@dating/db/seed';
import { createLocalStore } from '@dating/storage';
import { type Api, createApi } from '../app.ts';
import { type ChatEventBus, createEventBus } from '../chat/events.ts';
import { type FanOut, postgresFanOut, redisFanOut } from '../chat/fan-out.ts';
import { recordLiveEvent } from '../chat/live-log.ts';
import { createPushSender } from '../push/send.ts';
import { createSandboxProvider } from '../payments/sandbox.ts';
import { createSandboxAgeProvider } from '../age-assurance/sandbox.ts';
import webpush from 'web-push';
import { type Mailer, type OutgoingMail, createMailer } from '../mail/mailer.ts';
import type { ApiDeps } from '../http/env.ts';
import { hashPassword } from '../auth/password.ts';
import type { PhotoStorage } from '../adapters.ts';
import type { Redis } from 'ioredis';

export const PASSWORD = 'demo-pass-2026';
export const ORIGIN = 'http://velvet.localhost';
export const MAIL_EVENTS_SECRET = 'test-mail-events-secret';
export const UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret';
export const STAFF_SECRET_KEY = 'test-staff-secret-key';
/** The machine's Redis (here and in CI). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

let cachedHash: Promise<string> | undefined;
/** Encoded demo portraits shared by every harness of every run on this machine. */
const AVATAR_CACHE = createLocalStore(join(tmpdir(), 'dating-test-avatars'));
let vapidKeys: { publicKey: string; privateKey: string } | undefined;

export async function createHarness(
  options: {
    members?: number;
    now?: () => Date;
    production?: boolean;
    /** Rate-limit counters in this Redis instead of the test database. */
    redis?: Redis;
    /**
     * The rate limits with their real figures (ADR 0045). Other suites run every request from
     * one address and one member at machine speed, so they get figures 1000 times higher.
     */
    realRateLimits?: boolean;
    /**
     * The photo stores (S3 in the storage suite, ADR 0074); by default the local store in two
     * temporary folders, which tests also read directly as `uploadsDir` and `chatPhotosDir`.
     */
    storage?: Pick<PhotoStorage, 'photoStore' | 'chatPhotoStore'>;
    /** A PostgreSQL server to make the test database on, whatever TEST_DATABASE_URL says. */
    databaseUrl?: string;
    /** How the instances' event buses wake each other (ADR 0072): LISTEN/NOTIFY unless told. */
    eventBus?: 'postgres' | 'redis';
    /**
     * ADR 0088: `law` keeps the default age checks per country (GB, FR, DE; velvet.localhost is
     * the GB domain). Other suites run where no country requires one, so the explicit media
     * they test shows as before.
     */
    ageAssurance?: 'law' | 'none';
  } = {},
) {
  const database = await createTestDatabase(options.databaseUrl || undefined);
  const brands = loadBrands();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'api-test-uploads-'));
  const chatPhotosDir = mkdtempSync(join(tmpdir(), 'api-test-chat-photos-'));
  const { photoStore, chatPhotoStore } = options.storage ?? {
    photoStore: createLocalStore(uploadsDir),
    chatPhotoStore: createLocalStore(chatPhotosDir),
  };
  // Every bus of the test (the second instances' too) closes before the database does.
  const buses: ChatEventBus[] = [];
  const busOn = (opened: Parameters<typeof postgresFanOut>[0]) => {
    const fanOut: FanOut = options.eventBus === 'redis' ? redisFanOut(REDIS_URL) : postgresFanOut(opened);
    const bus = createEventBus({ db: opened.db, fanOut });
    buses.push(bus);
    return bus;
  };
  const events = busOn(database);
  vapidKeys ??= webpush.generateVAPIDKeys();
  const push = createPushSender(vapidKeys, 'mailto:support@velvet.localhost');
  await syncSites(database.db, brands);
  if (options.ageAssurance !== 'law') {
    await database.db
      .update(sites)
      .set({ settings: sql`${sites.settings} || '{"age_assurance":{}}'::jsonb` });
  }
  cachedHash ??= hashPassword(PASSWORD);
  await seedDemo(database.db, {
    brands: brands.filter((b) => b.id === 'velvet'),
    photoStore,
    membersPerBrand: options.members ?? 40,
    passwordHash: await cachedHash,
    encodedAvatarCache: AVATAR_CACHE,
  });
  let deliver: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 });
  const payments = createSandboxProvider({
    secret: 'test-sandbox-secret',
    deliver: (request) => deliver(request),
    now: options.now,
  });
  const ageAssurance = createSandboxAgeProvider({
    secret: 'test-age-sandbox-secret',
    deliver: (request) => deliver(request),
    now: options.now,
  });
  // Every mail as handed to the mailer (headers included, which the outbox table does not keep).
  const sentMails: OutgoingMail[] = [];
  const outbox = createMailer({ db: database.db });
  const mailer: Mailer = {
    mode: outbox.mode,
    async send(mail, db) {
      await outbox.send(mail, db);
      sentMails.push(mail);
    },
  };
  const rateLimitFactors = options.realRateLimits ? undefined : { ip: 1000, account: 1000 };
  const apiDeps: ApiDeps = {
    db: database.db,
    brands,
    company: loadCompany(),
    defaultBrandId: 'velvet',
    production: options.production ?? false,
    trustProxy: false,
    uploadsPrefix: '/uploads/',
    pushPublicKey: 'test-public-key',
    mailer,
    photoStore,
    chatPhotoStore,
    events,
    push,
    payments,
    ageAssurance,
    mailEventsSecret: MAIL_EVENTS_SECRET,
    unsubscribeSecret: UNSUBSCRIBE_SECRET,
    staffSecretKey: STAFF_SECRET_KEY,
    now: options.now,
    redis: options.redis,
    rateLimitFactors,
  };
  const api = createApi(apiDeps);
  deliver = async (request) => api.fetch(request);

  const deps = {
    brands,
    company: loadCompany(),
    defaultBrandId: 'velvet',
    production: options.production ?? false,
    trustProxy: false,
    uploadsPrefix: '/uploads/',
    pushPublicKey: 'test-public-key',
    photoStore,
    chatPhotoStore,
    mailEventsSecret: MAIL_EVENTS_SECRET,
    unsubscribeSecret: UNSUBSCRIBE_SECRET,
    staffSecretKey: STAFF_SECRET_KEY,
    now: options.now,
    rateLimitFactors,
  };
  const extra: { close(): Promise<void> }[] = [];

  /**
   * A second API as a second server process would run it: its own connection pool on the same
   * PostgreSQL database and its own event bus. On PGlite (one in-process database) it shares the db.
   */
  /** The database as a second server process opens it (its own pool on PostgreSQL). */
  async function secondDatabase() {
    const second = database.url ? await createDatabase({ url: database.url }) : null;
    if (second) extra.push(second);
    return second ?? database;
  }

  async function secondDb() {
    return (await secondDatabase()).db;
  }

  /** A second instance: its own pool and its own event bus (woken like the first one's). */
  async function secondInstance() {
    const opened = await secondDatabase();
    const db = opened.db;
    const instanceEvents = busOn(opened);
    const instance = createApi({
      ...deps,
      db,
      mailer: createMailer({ db }),
      events: instanceEvents,
      push,
      payments,
      ageAssurance,
    });
    return { api: instance, events: instanceEvents };
  }

  /**
   * For a test that wrote the sites' settings or the company row itself: the change events a
   * console save writes with it (ADR 0083), and every instance of the test woken to read them.
   */
  async function dataChanged() {
    for (const { host } of await database.db.select({ host: sites.host }).from(sites))
      await recordLiveEvent(database.db, 'changes', { type: 'changed', what: 'site-settings', host });
    await recordLiveEvent(database.db, 'changes', { type: 'changed', what: 'company' });
    await Promise.all(buses.map((bus) => bus.wake()));
  }

  async function secondApi() {
    return (await secondInstance()).api;
  }

  async function request(
    path: string,
    init: RequestInit & { cookie?: string; origin?: string; via?: Api } = {},
  ) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    const response = await (init.via ?? api).fetch(
      new Request(`${init.origin ?? ORIGIN}${path}`, { ...init, headers }),
    );
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    return { status: response.status, headers: response.headers, body: body as any };
  }

  /** Logs in and returns the `sid=…` cookie pair to send back. */
  async function login(email: string, password = PASSWORD) {
    const res = await request('/api/user.php', { method: 'POST', body: JSON.stringify({ email, password }) });
    const setCookie = res.headers.get('set-cookie') ?? '';
    return { ...res, cookie: setCookie.split(';')[0] ?? '' };
  }

  /** A logged-in demo member: their id and the cookie to send. */
  async function member(email: string) {
    const res = await login(email);
    return { id: res.body.user.id as number, cookie: res.cookie };
  }

  /** The newest outbox e-mail to an address, and the token of the link in it. */
  async function lastMail(to: string) {
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, to))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    if (!mail) return null;
    const token = /[?&]token=([\w-]+)/.exec(mail.textBody ?? '')?.[1] ?? null;
    return { ...mail, token };
  }

  return {
    api,
    /** What the API runs with, for driving the scheduler's jobs in a test. */
    deps: apiDeps,
    sentMails,
    db: database.db,
    uploadsDir,
    chatPhotosDir,
    photoStore,
    chatPhotoStore,
    events,
    payments,
    ageAssurance,
    lastMail,
    request,
    login,
    member,
    secondApi,
    secondInstance,
    dataChanged,
    secondDb,
    async close() {
      for (const bus of buses) {
        bus.endAll();
        await bus.close();
      }
      for (const d of extra) await d.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(chatPhotosDir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;
