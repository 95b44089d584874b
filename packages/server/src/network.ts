/**
 * The network server: one Node process that serves the member API and every brand's Remix
 * build, picking the brand by Host header (DESIGN.md §3). Hashed assets are cached forever,
 * responses are compressed, and every page carries the security headers.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  createOpsFront,
  createPageReads,
  type PageReads,
  crossSiteGuard,
  encryptTotpSecret,
  hashPassword,
  isConsoleHost,
  type OpsFront,
  setAnswerHeaders,
  setRoute,
  startBackgroundWork,
  wireApi,
} from '@dating/api';
import { type BrandConfig, type Site, resolveSite } from '@dating/brand';
import { loadBrands, loadCompany } from '@dating/brand/load.server';
import { createDatabase, isDatabaseUnavailable, migrate, syncSites, type Database } from '@dating/db';
import { log } from '@dating/log';
import { createProgress } from '@dating/log/progress';
import { repairLegacyPremiumPhotos, seedDemo, seedDemoStaff } from '@dating/db/seed';
import { createLoadContext } from '@dating/site/load-context';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { forwardToApi, requestClientIp } from './api-url.ts';
import { type BrandBuild, type ConsoleBuild, loadBrandBuilds, loadConsoleBuild } from './builds.ts';
import { consoleRoutes } from './console.ts';
import { devMailRoutes } from './dev-mail.ts';
import type { ServerConfig } from './config.ts';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security.ts';
import { serveUploads } from './uploads.ts';
import { createVisitorPages } from './visitor-pages.ts';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** Hooks for measuring the network from outside (bench/, budget tests), and the dev server. */
export interface NetworkOptions {
  /** Called with every request a site's loader or action sends to the API. */
  onSiteApiCall?: (request: Request) => void;
  /** Called with every SQL statement the network's database client sends (ADR 0078). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** A brand rendered by something else than its build: the Vite dev server of `pnpm dev`. */
  devBuild?: BrandBuild;
  /** The console rendered by something else than its build (tests). */
  consoleBuild?: ConsoleBuild;
}

export interface Network {
  app: Hono;
  /** Where the outbox can be read (dev mail page), or null with real SMTP / in production. */
  devMailPath: string | null;
  brands: BrandConfig[];
  builds: Map<string, BrandBuild>;
  /** The operators' console (console.localhost, console.<domain>), or null when not built. */
  console: ConsoleBuild | null;
  database: Database;
  /** The access log, probes, metrics and graceful shutdown in front of the routes (ADR 0075). */
  ops: OpsFront;
  close(): Promise<void>;
}

/** Files of a brand build: hashed assets and the root's icons, manifest, robots.txt, worker. */
const isStaticPath = (path: string) =>
  path.startsWith('/assets/') || /^\/[\w.-]+\.(ico|png|svg|webmanifest|txt|js)$/.test(path);

export async function createNetwork(config: ServerConfig, options: NetworkOptions = {}): Promise<Network> {
  const brands = loadBrands();
  const company = loadCompany();
  mkdirSync(config.dataDir, { recursive: true });

  const database = await createDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') }),
    onQuery: options.onQuery,
  });
  await migrate(database);
  await syncSites(database.db, brands);
  // Secrets, mailer, push and the adapters the settings name (PAYMENT_PROVIDER, EVENT_BUS,
  // STORAGE, SMS) come from one registry (apps/api/src/adapters.ts, ADR 0052).
  const {
    api,
    deps: apiDeps,
    close: closeApi,
  } = wireApi(config, {
    db: database.db,
    database,
    brands,
    company,
    // Links in scheduled e-mails: the brand's real domain in production, this server's
    // <brand>.localhost address in the demo network.
    publicOrigin: (site) => {
      if (config.production) return `https://${site.domain.host}`;
      const country =
        site.domain === site.brand.domains[0] ? '' : `${site.domain.defaultCountry.toLowerCase()}.`;
      return `http://${country}${site.brand.id}.localhost:${config.port}`;
    },
    // Links in staff invitations: console.<the default brand's first domain> in production.
    consoleOrigin: () => {
      if (!config.production) return `http://console.localhost:${config.port}`;
      const brand = brands.find((b) => b.id === config.defaultBrandId) ?? brands[0];
      return `https://console.${brand?.domains[0]?.host ?? 'localhost'}`;
    },
  });
  const { photoStore, mailer } = apiDeps;
  // A data folder from before ADR 0040 loses its served key and leaky premium names here.
  await repairLegacyPremiumPhotos(database.db, photoStore);
  // Demo members never in production, whatever SEED_MEMBERS_PER_BRAND says (ADR 0075).
  if (config.demo && config.seedMembersPerBrand > 0) {
    // The first start seeds for a while: its progress on stderr (a terminal line, or one line in CI).
    let progress: ReturnType<typeof createProgress> | undefined;
    await seedDemo(database.db, {
      brands,
      photoStore,
      membersPerBrand: config.seedMembersPerBrand,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      onProgress: (done, total) => {
        progress ??= createProgress({ label: 'Seeding the demo members', total, unit: 'members' });
        progress.update(done);
        if (done === total) progress.finish();
      },
    });
  }
  // The demo staff (README): never in production, whatever SEED_MEMBERS_PER_BRAND says.
  if (config.demo && !config.production && config.seedMembersPerBrand > 0) {
    await seedDemoStaff(database.db, {
      passwordHash: await hashPassword(DEMO_PASSWORD),
      encryptTotpSecret: (secret) => encryptTotpSecret(apiDeps.staffSecretKey, secret),
    });
  }
  // Scheduled jobs run in every instance; the claim in scheduled_jobs lets one run each job at a
  // time. The queue's worker (mail over SMTP, postbacks) runs in every instance too (ADR 0073).
  const background = config.scheduler ? startBackgroundWork(apiDeps) : null;
  const builds = await loadBrandBuilds(
    brands,
    config.brands,
    config.production ? 'production' : 'production',
  );
  if (options.devBuild) builds.set(options.devBuild.brandId, options.devBuild);
  const consoleBuild = options.consoleBuild ?? (await loadConsoleBuild('production'));
  if (!consoleBuild) log.warn('no console build (apps/console/build): console hosts answer 404');

  // The API in this process, or over HTTP at API_URL (a standalone `apps/api`, ADR 0052).
  const forward = config.apiUrl ? forwardToApi(config.apiUrl) : null;
  // A page's calls share their session lookup in process (`pageReads`, ADR 0078).
  const apiFetch = (request: Request, c: Context, pageReads?: PageReads): Promise<Response> =>
    forward
      ? forward(request, requestClientIp(c, config.trustProxy))
      : Promise.resolve(api.fetch(request, pageReads ? { ...c.env, pageReads } : c.env));

  const app = new Hono();
  const ops = createOpsFront(config, { db: database.db, events: apiDeps.events });
  // A visitor's home page, landers and landings, kept a few seconds (ADR 0098); a change of a
  // site's settings or of the company forgets them on every instance. `pnpm dev` shows each edit.
  const visitorPages = createVisitorPages({ ttlMs: options.devBuild ? 0 : config.visitorPageMs });
  apiDeps.events.onChange(() => visitorPages.forgetAll());
  ops.install(app);
  // A page or file whose database is away (restart, failover) is temporary: 503 with Retry-After.
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error.message }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.text('The service is briefly unavailable, please try again shortly.', 503);
    }
    log.error({ err: error, method: c.req.method }, 'unexpected error');
    return c.text('An error occurred, please try again later.', 500);
  });
  const answerHeaders = Object.entries(securityHeaders(config.production));
  app.use('*', async (c, next) => {
    await next();
    setAnswerHeaders(c, answerHeaders);
  });
  app.use('*', compress());
  // A console host is the console's alone: its pages, its files and the staff API (issue 18);
  // no brand, no member API. A brand host never reaches any of these (they are only mounted here).
  const consoleApp = consoleRoutes({
    build: consoleBuild,
    trustProxy: config.trustProxy,
    apiFetch,
    uploads: serveUploads(photoStore),
  });
  app.use('*', async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isConsoleHost(host, brands, config.production)) return next();
    const response = await consoleApp.fetch(c.req.raw, c.env);
    if (consoleBuild?.routeOf && !c.req.path.startsWith('/staff-api/')) {
      setRoute(`console ${consoleBuild.routeOf(c.req.path)}`);
    }
    return response;
  });
  // Hands a request to the brand build of its host, with this response's CSP nonce.
  const renderSite = async (
    c: Context,
    request: Request,
    found?: { site: Site; build: BrandBuild },
  ): Promise<Response> => {
    const site =
      found?.site ??
      resolveSite(brands, c.req.header('host') ?? new URL(c.req.url).host, config.defaultBrandId);
    const build = found?.build ?? (site ? builds.get(site.brand.id) : undefined);
    if (!site || !build) return c.text('Not found: no site answers on this host.', 404);
    const nonce = createNonce();
    const visitorKey = visitorPages.keyOf(request);
    const kept = visitorKey === null ? null : visitorPages.answer(visitorKey, nonce);
    if (kept) {
      setRoute(kept.route);
      kept.response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
      return kept.response;
    }
    // A document's route pattern, from the matches Remix made (ADR 0083); data requests match here.
    let route: string | null = null;
    // One context per request (ADR 0051), typed for every loader and action by packages/site.
    // An API call of this page that answered 503 (the database away, ADR 0075) makes the page's
    // error screen a 503 with Retry-After too, not a 500: the cause is temporary (issue 20).
    let unavailable: string | null = null;
    const pageReads = createPageReads();
    const context = createLoadContext(request, {
      site,
      nonce,
      onRoute: (pattern) => {
        route = pattern;
      },
      apiFetch: async (apiRequest) => {
        options.onSiteApiCall?.(apiRequest);
        const answer = await apiFetch(apiRequest, c, pageReads);
        if (answer.status === 503) unavailable = answer.headers.get('retry-after') ?? '5';
        return answer;
      },
    });
    let response = await build.handle(request, context);
    if (unavailable !== null && response.status === 500) {
      response = new Response(response.body, { status: 503, headers: response.headers });
      response.headers.set('Retry-After', unavailable);
    }
    if (route !== null) setRoute(route);
    else if (build.routeOf) setRoute(build.routeOf(new URL(request.url).pathname));
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    }
    return visitorKey === null ? response : visitorPages.keep(visitorKey, response, nonce, route);
  };
  // CSRF (ADR 0044): the API guards its own paths with its JSON envelope; this guards every
  // site's form actions, which reach the API in-process without the browser's Origin. A refused
  // post gets the site's translated 403 page (a GET of /request-refused: no action runs).
  const siteGuard = crossSiteGuard({
    trustProxy: () => config.trustProxy,
    embeddable: (path) => path.startsWith('/uploads/') || isStaticPath(path),
    refuse: (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.delete('content-type');
      headers.delete('content-length');
      return renderSite(c, new Request(new URL('/request-refused', c.req.url), { headers }));
    },
  });
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : siteGuard(c, next)));
  app.all('/api/*', (c) => apiFetch(c.req.raw, c));
  if (!config.production && mailer.mode === 'outbox') app.route('/', devMailRoutes(database.db));
  app.use('/uploads/*', ...serveUploads(photoStore));
  app.all('*', async (c) => {
    const site = resolveSite(brands, c.req.header('host') ?? new URL(c.req.url).host, config.defaultBrandId);
    const build = site ? builds.get(site.brand.id) : undefined;
    if (!site || !build) return c.text('Not found: no site answers on this host.', 404);
    const path = c.req.path;
    // Browsers ask for /favicon.ico wherever a document names no icon (an XML sitemap, a text
    // answer); the brand's logo answers rather than a 404 that every such visit logs.
    if (c.req.method === 'GET' && path === '/favicon.ico' && !existsSync(join(build.clientDir, path))) {
      return serveStatic({
        root: build.clientDir,
        rewriteRequestPath: () => '/logo.svg',
        onFound: (_p, cc) => {
          cc.header('Cache-Control', 'public, max-age=3600');
        },
      })(c, async () => {});
    }
    if (c.req.method === 'GET' && isStaticPath(path)) {
      const file = join(build.clientDir, path);
      if (existsSync(file)) {
        setRoute('static');
        const immutable = path.startsWith('/assets/');
        return serveStatic({
          root: build.clientDir,
          onFound: (_p, cc) => {
            cc.header(
              'Cache-Control',
              immutable
                ? 'public, max-age=31536000, immutable'
                : path === '/sw.js'
                  ? 'no-cache' // a new worker reaches members at their next visit
                  : 'public, max-age=3600',
            );
          },
        })(c, async () => {});
      }
    }
    return renderSite(c, c.req.raw, { site, build });
  });

  return {
    app,
    devMailPath: !config.production && mailer.mode === 'outbox' ? '/dev/mail' : null,
    brands,
    builds,
    console: consoleBuild,
    database,
    ops,
    close: async () => {
      await background?.stop();
      await closeApi();
      await database.close();
    },
  };
}
