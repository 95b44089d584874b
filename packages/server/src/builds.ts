/** Finds and loads each brand's Remix build (`apps/<brand>/build`). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppLoadContext, type ServerBuild, createRequestHandler } from '@remix-run/node';
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router';
import type { BrandConfig } from '@dating/brand';
import { withApiRefusalsAnswered } from '@dating/site/api-refusals';
import { routePattern } from '@dating/site/load-context';
import { REPO_ROOT } from './config.ts';

export interface BrandBuild {
  brandId: string;
  clientDir: string;
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** The route pattern a path renders (`/members/:id`), for logs and metrics without ids or tokens. */
  routeOf?: (path: string) => string;
}

/**
 * `routeOf` of a build: its route manifest matched as Remix matches it (the router it runs on),
 * the matched routes' paths joined. A path no route takes is `unmatched`. A document's pattern
 * comes from Remix's own matches instead (`onRoute`, ADR 0083); this serves the data requests.
 */
export function routePatterns(build: Pick<ServerBuild, 'routes'>): (path: string) => string {
  const manifest = Object.values(build.routes);
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    manifest
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: tree(r.id) },
      );
  const routes = tree(undefined);
  return (path) => {
    const matches = matchRoutes(routes, path);
    if (!matches) return 'unmatched';
    return routePattern(matches.map((m) => m.route.path));
  };
}

export async function loadBrandBuilds(
  brands: readonly BrandConfig[],
  wanted: string[],
  mode: string,
): Promise<Map<string, BrandBuild>> {
  const builds = new Map<string, BrandBuild>();
  for (const brand of brands) {
    if (wanted.length > 0 && !wanted.includes(brand.id)) continue;
    const dir = join(REPO_ROOT, 'apps', brand.id, 'build');
    const serverEntry = join(dir, 'server', 'index.js');
    if (!existsSync(serverEntry)) continue;
    const build = withApiRefusalsAnswered((await import(pathToFileURL(serverEntry).href)) as ServerBuild);
    const handler = createRequestHandler(build, mode);
    builds.set(brand.id, {
      brandId: brand.id,
      clientDir: join(dir, 'client'),
      handle: (request, context) => handler(request, context),
      routeOf: routePatterns(build),
    });
  }
  return builds;
}

/** The console's Remix build (`apps/console/build`), served on console hosts (issue 18). */
export interface ConsoleBuild {
  clientDir: string;
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
  routeOf?: (path: string) => string;
}

/** Null when the console is not built: the brands still run, console hosts answer 404. */
export async function loadConsoleBuild(mode: string): Promise<ConsoleBuild | null> {
  const dir = join(REPO_ROOT, 'apps', 'console', 'build');
  const serverEntry = join(dir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, mode);
  return {
    clientDir: join(dir, 'client'),
    handle: (request, context) => handler(request, context),
    routeOf: routePatterns(build),
  };
}
