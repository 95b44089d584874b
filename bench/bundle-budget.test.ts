/**
 * Bundle budget (deterministic, so CI enforces it; timings stay in the benches): the JavaScript
 * a first visit downloads for each route of a brand app, gzipped — the entry, the route and
 * every parent route with their static imports, as Remix's manifest lists them for the
 * `modulepreload` links. Every brand app builds the same `@dating/site`, so one brand stands for
 * all. Locale files load lazily (spec §7) and are not counted.
 *
 * A failing budget means a change made pages heavier: find what grew (the message names the
 * route and its biggest files), and raise a number here only as a decision, written down.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const KB = 1024;
/** The shell every page loads: React, Remix, i18n, the root route (measured 2026-11-23: 156 kB). */
const SHELL_BUDGET = 165 * KB;
/** Marketing landers, where first paint buys signups (measured: 166 kB). */
const LANDER_BUDGET = 175 * KB;
/** Any route (measured 2026-11-25: at most 198.3 kB, a member's profile, members-id). */
const ROUTE_BUDGET = 200 * KB;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const client = join(dirname(fileURLToPath(import.meta.url)), '../apps/velvet/build/client');

function readManifest(): Manifest {
  const assets = join(client, 'assets');
  for (const f of readdirSync(assets).filter((f) => f.startsWith('manifest-') && f.endsWith('.js'))) {
    const src = readFileSync(join(assets, f), 'utf8');
    if (!src.startsWith('window.__remixManifest')) continue;
    const sandbox = { window: {} as { __remixManifest?: Manifest } };
    vm.runInNewContext(src, sandbox);
    return sandbox.window.__remixManifest!;
  }
  throw new Error(`No Remix manifest in ${assets}: build @dating/app-velvet first`);
}

const gz = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(client, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** The files a first visit to `routeId` preloads, biggest first, with their gzipped sizes. */
function firstLoad(m: Manifest, routeId: string) {
  const files = new Set([m.entry.module, ...m.entry.imports]);
  for (
    let r: ManifestRoute | undefined = m.routes[routeId];
    r;
    r = r.parentId ? m.routes[r.parentId] : undefined
  ) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  const sized = [...files].map((f) => ({ file: f, bytes: gzipped(f) })).sort((a, b) => b.bytes - a.bytes);
  return { total: sized.reduce((n, f) => n + f.bytes, 0), sized };
}

const report = (routeId: string, load: ReturnType<typeof firstLoad>, budget: number) =>
  `${routeId}: ${(load.total / KB).toFixed(1)} kB gzipped, budget ${budget / KB} kB; biggest: ${load.sized
    .slice(0, 4)
    .map((f) => `${f.file} ${(f.bytes / KB).toFixed(1)} kB`)
    .join(', ')}`;

describe('first-load JavaScript per route (velvet build)', () => {
  it('finds the build', () => {
    expect(existsSync(client), `${client} missing: build @dating/app-velvet first`).toBe(true);
  });

  const manifest = existsSync(client) ? readManifest() : { entry: { module: '', imports: [] }, routes: {} };
  const ids = Object.keys(manifest.routes);

  it('the shell stays within its budget', () => {
    const load = firstLoad(manifest, 'root');
    expect(load.total, report('root', load, SHELL_BUDGET)).toBeLessThanOrEqual(SHELL_BUDGET);
  });

  it('the landers stay within theirs', () => {
    const landers = ids.filter((id) => id.includes('lander'));
    expect(landers.length).toBeGreaterThan(0);
    for (const id of landers) {
      const load = firstLoad(manifest, id);
      expect(load.total, report(id, load, LANDER_BUDGET)).toBeLessThanOrEqual(LANDER_BUDGET);
    }
  });

  it('every route stays within the route budget', () => {
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) {
      const load = firstLoad(manifest, id);
      expect(load.total, report(id, load, ROUTE_BUDGET)).toBeLessThanOrEqual(ROUTE_BUDGET);
    }
  });
});
