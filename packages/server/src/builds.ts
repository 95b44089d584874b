/** Finds and loads each brand's Remix build (`apps/<brand>/build`). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AppLoadContext, type ServerBuild, createRequestHandler } from '@remix-run/node';
import type { BrandConfig } from '@dating/brand';
import { REPO_ROOT } from './config.ts';

export interface BrandBuild {
  brandId: string;
  clientDir: string;
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
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
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const handler = createRequestHandler(build, mode);
    builds.set(brand.id, {
      brandId: brand.id,
      clientDir: join(dir, 'client'),
      handle: (request, context) => handler(request, context),
    });
  }
  return builds;
}

/** The console's Remix build (`apps/console/build`), served on console hosts (issue 18). */
export interface ConsoleBuild {
  clientDir: string;
  handle: (request: Request, context: AppLoadContext) => Promise<Response>;
}

/** Null when the console is not built: the brands still run, console hosts answer 404. */
export async function loadConsoleBuild(mode: string): Promise<ConsoleBuild | null> {
  const dir = join(REPO_ROOT, 'apps', 'console', 'build');
  const serverEntry = join(dir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, mode);
  return { clientDir: join(dir, 'client'), handle: (request, context) => handler(request, context) };
}
