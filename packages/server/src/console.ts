/**
 * What a console host serves (issue 18, ADR 0054): `/staff-api/*` to the API, the console
 * build's files, and every other path to the console's Remix handler with its load context —
 * the CSP nonce and a fetch into the staff API in this process (no socket). Nothing of a brand
 * and no member API answers here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crossSiteGuard, STAFF_API_PREFIX } from '@dating/api';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppLoadContext } from '@remix-run/node';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ConsoleBuild } from './builds.ts';
import { contentSecurityPolicy, createNonce } from './security.ts';

/** What every console loader and action receives as `context` (apps/console/app/context.ts). */
export interface ConsoleLoadContext {
  nonce: string;
  /** Sends a request to the staff API in-process. */
  staffFetch: (request: Request) => Promise<Response>;
}

export function consoleRoutes(options: {
  build: ConsoleBuild | null;
  trustProxy: boolean;
  apiFetch: (request: Request, c: Context) => Promise<Response>;
  /** The public photo folder, so the persona pages show the photos they manage (ADR 0056). */
  uploads?: MiddlewareHandler[];
}) {
  const { build } = options;
  const app = new Hono();
  app.all(`${STAFF_API_PREFIX}/*`, (c) => options.apiFetch(c.req.raw, c));
  app.all(STAFF_API_PREFIX, (c) => options.apiFetch(c.req.raw, c));
  if (options.uploads) app.use('/uploads/*', ...options.uploads);
  // The member API does not answer on a console host (its own check says the same).
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  // The console's form actions reach the staff API in-process, without the browser's Origin:
  // a cross-site post is refused here, before any action runs (ADR 0044).
  app.use(
    '*',
    crossSiteGuard({
      trustProxy: () => options.trustProxy,
      embeddable: (path) => path.startsWith('/assets/'),
      refuse: (c) => c.text('Cross-site request refused.', 403),
    }),
  );
  app.all('*', async (c) => {
    if (!build) return c.text('Not found: the console is not built (pnpm build).', 404);
    const path = c.req.path;
    if (c.req.method === 'GET' && (path.startsWith('/assets/') || path === '/favicon.svg')) {
      if (existsSync(join(build.clientDir, path))) {
        return serveStatic({
          root: build.clientDir,
          onFound: (_p, cc) => {
            cc.header(
              'Cache-Control',
              path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
            );
          },
        })(c, async () => {});
      }
      return c.text('Not found.', 404);
    }
    const nonce = createNonce();
    const context: ConsoleLoadContext = { nonce, staffFetch: (request) => options.apiFetch(request, c) };
    const response = await build.handle(c.req.raw, context as unknown as AppLoadContext);
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    }
    // Staff pages are personal: never stored by a shared cache or the back-forward cache of another user.
    if (!path.startsWith('/assets/')) response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  });
  return app;
}
