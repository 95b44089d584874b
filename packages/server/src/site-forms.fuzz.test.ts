/**
 * Junk posted to every site form (issue 16, ADR 0046): each route of packages/site/src/routes.ts
 * whose module has a Remix action gets fast-check form posts — the fields its action reads, with
 * hostile text, ids of other members and of nothing in its path, and bodies of the wrong media
 * type — through the real network server, as a visitor and as a logged-in member. None may
 * answer 5xx. Embedded database only: the network opens DATABASE_URL as it is, with no schema of
 * its own per test; the API fuzz (apps/api/src/security/fuzz.test.ts) covers PostgreSQL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostileTexts, junkBody } from '@dating/api/fuzz-inputs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, type Network, createNetwork } from './network.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
const ORIGIN = 'http://velvet.localhost';

const SITE = fileURLToPath(new URL('../../site/src/', import.meta.url));

interface FormRoute {
  /** The route path with its parameters, as in routes.ts (`members/:id/signup`). */
  path: string;
  /** The form fields its action reads. */
  fields: string[];
}

/** The routes whose module exports an action, read from the route table and the modules. */
function formRoutes(): FormRoute[] {
  const table = readFileSync(join(SITE, 'routes.ts'), 'utf8');
  const routes: FormRoute[] = [];
  for (const [, path, file] of table.matchAll(/route\('([^']+)', file\('([^']+)'\)/g)) {
    const source = readFileSync(join(SITE, 'routes', file!), 'utf8');
    if (!/export (async function|const) action\b/.test(source)) continue;
    const fields = [...new Set([...source.matchAll(/\.get(?:All)?\('([\w-]+)'\)/g)].map((m) => m[1]!))];
    routes.push({ path: path!, fields });
  }
  return routes;
}

const dataDir = mkdtempSync(join(tmpdir(), 'site-fuzz-'));
let network: Network;
let cookie: string;
let ids: string[];

beforeAll(async () => {
  network = await createNetwork({
    ...readConfig({}),
    dataDir,
    seedMembersPerBrand: 4,
    // Every junk post comes from one address, and there are more forms than the per-IP write
    // limit allows in a minute: the figures are raised as for the journeys (ADR 0045).
    rateLimitIpFactor: 100,
    databaseUrl: undefined,
    scheduler: false,
    brands: ['velvet'],
  });
  const login = await network.app.fetch(
    new Request(`${ORIGIN}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: 'alice@velvet.demo', password: DEMO_PASSWORD }),
    }),
  );
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const me = (await login.json()) as { user: { id: number } };
  ids = [String(me.user.id), String(me.user.id + 1), '987654321', '0', '-1', 'abc', '%00', '..%2f..'];
}, 120_000);
afterAll(async () => {
  await network?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The path with each `:param` (optional ones too) filled with an id worth trying. */
const pathOf = (route: FormRoute) =>
  fc
    .array(fc.constantFrom(...ids), { minLength: 8, maxLength: 8 })
    .map((values) => `/${route.path.replace(/:\w+\??/g, () => values.shift()!)}`);

/** Line breaks where a redirect target goes: the header injection a Location must never carry. */
const lineBreakRedirects = fc.constantFrom('/\nx', '/members\r\nSet-Cookie: a=1', '\r\n');

function postOf(route: FormRoute) {
  const texts = hostileTexts();
  return fc.oneof(
    ...[...texts, lineBreakRedirects].map((text) =>
      fc.record({
        path: pathOf(route),
        body: fc.oneof(
          { weight: 3, arbitrary: formBody(route.fields, text) },
          { weight: 1, arbitrary: junkBody(text) },
        ),
      }),
    ),
  );
}

/** A form post of the fields the action reads: each absent, plausible-looking, hostile or an id. */
function formBody(fields: string[], text: fc.Arbitrary<string>) {
  const value = fc.oneof(
    text,
    fc.constantFrom(...ids),
    fc.constantFrom('on', 'true', 'delete', 'save', 'https://evil.example/'),
  );
  // Real credentials of another demo member half the time, so the steps after a login run too.
  const real: Record<string, string> = { email: 'bob@velvet.demo', password: DEMO_PASSWORD };
  const valueFor = (f: string) => (f in real ? fc.oneof(fc.constant(real[f]!), value) : value);
  return fc
    .record(Object.fromEntries(fields.map((f) => [f, fc.option(valueFor(f), { nil: undefined })])))
    .map((values) => {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(values)) if (v !== undefined) form.set(k, v);
      return { contentType: 'application/x-www-form-urlencoded', body: form.toString() };
    });
}

// Logging in (a new session replaces the member's) and out end the member's session: they go last.
const LAST = ['login', 'logout'];
const routes = formRoutes().sort((a, b) => LAST.indexOf(a.path) - LAST.indexOf(b.path));

describe('every site form under junk posts', () => {
  it('finds the forms', () => {
    expect(routes.length).toBeGreaterThan(20);
  });
  for (const route of routes) {
    it(`POST /${route.path} as a visitor and as a member answers no 5xx`, async () => {
      for (const [caller, seed] of [
        ['visitor', SEED],
        ['member', SEED + 1],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(postOf(route), async ({ path, body }) => {
            // The node adapter sets Host from the socket; in-process it has to be given (Remix compares it with Origin).
            const headers = new Headers({ origin: ORIGIN, host: new URL(ORIGIN).host });
            if (caller === 'member') headers.set('cookie', cookie);
            if (body.contentType) headers.set('content-type', body.contentType);
            const res = await network.app.fetch(
              new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: body.body }),
            );
            const text = await res.text();
            const sent =
              typeof body.body === 'string' ? body.body.slice(0, 300) : body.body ? '[multipart]' : '';
            expect(
              res.status,
              `${caller} POST ${path} ${JSON.stringify(sent)} → ${res.status} ${text.slice(0, 300)}`,
            ).toBeLessThan(500);
          }),
          { numRuns: RUNS, seed, endOnFailure: true },
        );
      }
    }, 120_000);
  }
});
