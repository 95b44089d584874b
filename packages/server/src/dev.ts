#!/usr/bin/env -S node --import tsx
/**
 * `pnpm dev` (ADR 0052): the network server with one brand (`--brand <id>`, else DEFAULT_BRAND,
 * velvet by default) rendered by the Remix Vite dev server in middleware mode, so route and
 * component edits reload at once (HMR); the API and every other part run as in `npm start`, on
 * the embedded defaults. Other brands are served from their builds when they exist. Changes to
 * the API or the server need a restart. An app's own `pnpm dev` (apps/<id>) comes here with its
 * brand: a bare `remix vite:dev` has no load context and answered every page with a 500 (ADR 0091).
 */
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseSettingError } from '@dating/db';
import { getRequestListener } from '@hono/node-server';
import { type ServerBuild, createRequestHandler } from '@remix-run/node';
import { withApiRefusalsAnswered } from '@dating/site/api-refusals';
import { createServer as createViteServer } from 'vite';
import { ConfigError, REPO_ROOT, readConfig } from './config.ts';
import { DEMO_PASSWORD, createNetwork } from './network.ts';

const { brand } = parseArgs({ options: { brand: { type: 'string' } } }).values;
if (brand) process.env.DEFAULT_BRAND = brand;
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof DatabaseSettingError || error instanceof ConfigError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
})();
const brandId = config.defaultBrandId;
const httpServer = createHttpServer();
const vite = await createViteServer({
  root: join(REPO_ROOT, 'apps', brandId),
  configFile: join(REPO_ROOT, 'apps', brandId, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
  // Every browser-side module of the shared site is scanned up front: otherwise Vite finds their
  // dependencies only as a first page loads and reloads it half-hydrated.
  optimizeDeps: {
    entries: [
      `${REPO_ROOT}/packages/site/src/**/*.tsx`,
      '!**/*.stories.tsx',
      '!**/*.test.tsx',
      '!**/*.server.tsx',
    ],
    // What the compiled .css.ts modules import at run time.
    include: [
      '@dating/ui-kit > @vanilla-extract/recipes/createRuntimeFn',
      '@dating/ui-kit > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
});

let network: Awaited<ReturnType<typeof createNetwork>>;
try {
  network = await createNetwork(config, {
    devBuild: {
      brandId,
      // Vite serves the brand's public folder; the server's static files come from there too.
      clientDir: join(REPO_ROOT, 'brands', brandId, 'public'),
      handle: async (request, context) => {
        const build = withApiRefusalsAnswered(
          (await vite.ssrLoadModule('virtual:remix/server-build')) as ServerBuild,
        );
        return createRequestHandler(build, 'development')(request, context);
      },
    },
  });
} catch (error) {
  if (!(error instanceof DatabaseSettingError || error instanceof ConfigError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}

// Vite's client injects the modules' styles as <style> elements and talks to its HMR socket:
// the development pages allow both; everything else of the policy stays as in production.
const devPolicy = (policy: string) =>
  policy
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    .replace("style-src-elem 'self'", "style-src-elem 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", "connect-src 'self' ws: wss:");
const serveNetwork = getRequestListener(async (request, env) => {
  const response = await network.app.fetch(request, env);
  const policy = response.headers.get('Content-Security-Policy');
  if (policy) response.headers.set('Content-Security-Policy', devPolicy(policy));
  return response;
});
httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, () => serveNetwork(req, res));
});
httpServer.listen(config.port, config.host, () => {
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    [
      '',
      `Development server (Vite, hot reload) for ${brandId}: http://localhost:${port}  (also http://${brandId}.localhost:${port})`,
      `  Other brands answer from their builds when built (pnpm build). API changes need a restart.`,
      `  Demo logins: alice@${brandId}.demo, bob@${brandId}.demo — password ${DEMO_PASSWORD}`,
      ...(network.devMailPath ? [`  E-mails: http://localhost:${port}${network.devMailPath}`] : []),
      '',
    ].join('\n'),
  );
});

const shutdown = async () => {
  httpServer.close();
  await vite.close();
  await network.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
