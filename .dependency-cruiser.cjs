// The forbidden arrows of DESIGN (issue 17 point 6, ADR 0053), checked on every `npm test`
// (`pnpm run lint:arrows`): rules know no storage or HTTP, components never fetch, SQL only in db
// and api, the API knows no screen, no circular imports, nobody imports an app but the server.
// Paths are the resolved ones: `@dating/db` is `packages/db/src/…`, `drizzle-orm` is
// `node_modules/.pnpm/…/node_modules/drizzle-orm/…`.

/**
 * Components that call the API from the page today (through `lib/browser-api.ts`), written before
 * the rule. Known and listed here so that any NEW one fails; the list only shrinks: when one moves
 * its call into a route action (a fetcher), remove it from here.
 */
const componentsThatFetchToday = [
  'packages/site/src/components/LikeModal.tsx',
  'packages/site/src/components/chat/Conversation.tsx',
  'packages/site/src/components/chat/removal.ts',
  'packages/site/src/components/profile-fields/UseMyLocation.tsx',
];

/**
 * Tools that drive the API directly and are no part of the product: the benches measure the API
 * without the site (`@dating/api`, `@dating/api/search`).
 */
const toolsThatImportTheApi = ['^bench/'];

/**
 * The one cycle of the tree, type-only (erased at build): the API's request environment
 * (`ApiEnv`, http/env.ts) names the session's member and the rate limits, whose middlewares are
 * typed with `ApiEnv`. No module outside this list may be part of a cycle.
 */
const typeOnlyCyclesToday = [
  'apps/api/src/http/env.ts',
  'apps/api/src/http/rate-limits.ts',
  'apps/api/src/auth/session.ts',
];

/** A regular expression matching exactly this path. */
const exactly = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
/** An npm package, resolved (`…/node_modules/pg/…`) or not (`pg`, when the package lacks the dep). */
const npm = (names) => `(^|/node_modules/)(${names.join('|')})(/|$)`;
const tests = '\\.(test|spec|stories)\\.[cm]?[jt]sx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a rule cannot check an arrow it cannot follow).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'rules-know-no-storage-or-http',
      comment:
        'packages/domain holds the pure rules: no database, no HTTP server or client, no file system or ' +
        'network, and nothing else of ours (DESIGN, ADR 0014).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: [
          npm([
            'drizzle-orm',
            'drizzle-kit',
            '(@types/)?pg',
            'postgres',
            '@electric-sql/[^/]+',
            'hono',
            '@hono/[^/]+',
            '@remix-run/[^/]+',
            'undici',
            'node-fetch',
            'axios',
            'ky',
            'ioredis',
            'nodemailer',
          ]),
          '^(node:)?(fs|fs/promises|net|http|https|http2|tls|dgram|dns|child_process|worker_threads)$',
          '^(apps|packages|bench|brands|scripts|e2e)/',
          '^@dating/',
        ],
        pathNot: '^packages/domain/',
      },
    },
    {
      name: 'components-never-fetch',
      comment:
        'Components (packages/site/src/components, packages/ui-kit) get their data from the route: ' +
        'no API client, no server module, no browser API client. Known exceptions: ' +
        'componentsThatFetchToday in .dependency-cruiser.cjs (ADR 0053).',
      severity: 'error',
      from: {
        path: ['^packages/site/src/components/', '^packages/ui-kit/src/'],
        pathNot: [tests, ...componentsThatFetchToday.map(exactly)],
      },
      to: {
        path: [
          '^packages/api-client/',
          '^packages/site/src/lib/browser-api\\.ts$',
          '\\.server\\.[cm]?[jt]sx?$',
          '^packages/(db|server)/',
          '^apps/',
        ],
      },
    },
    {
      name: 'sql-only-in-db-and-api',
      comment:
        'SQL (drizzle-orm, pg, PGlite, @dating/db) lives in packages/db and apps/api; the server wires ' +
        'them, bench and scripts measure and run them.',
      severity: 'error',
      from: { pathNot: '^(packages/db|apps/api|packages/server|bench|scripts)/' },
      to: {
        path: [
          npm(['drizzle-orm', '(@types/)?pg', '@electric-sql/pglite']),
          '^packages/db/',
          '^@dating/db(/|$)',
        ],
        // The DATABASE_URL check is pure (no driver): the one configuration validates with it.
        // The demo staff's TOTP secret is pure too: the journeys make the demo codes with it.
        pathNot: ['^packages/db/src/database-url\\.ts$', '^packages/db/src/seed/demo-totp\\.ts$'],
      },
    },
    {
      name: 'api-knows-no-screen',
      comment: 'apps/api answers JSON: no site, no ui-kit, no Remix, no React.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: {
        path: [
          '^packages/(site|ui-kit|api-client)/',
          '^@dating/(site|ui-kit|api-client)(/|$)',
          '^apps/(?!api/)',
          npm(['@remix-run/[^/]+', 'react', 'react-dom']),
        ],
      },
    },
    {
      name: 'nobody-imports-an-app',
      comment:
        'apps/* are the ends of the graph: only packages/server imports the API (and no one imports a ' +
        'brand app); the benches drive the API directly (toolsThatImportTheApi). The console app has ' +
        'modules of its own (its routes import them); the next rule keeps it from any other app.',
      severity: 'error',
      from: { pathNot: ['^packages/server/', '^apps/api/', '^apps/console/', ...toolsThatImportTheApi] },
      to: { path: '^apps/' },
    },
    {
      name: 'a-brand-app-imports-no-other-app',
      comment: 'A brand app stands alone: it imports neither the API nor another brand app.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports, type-only imports included; the only ' +
        "exception is the type-only cycle around the API's request environment (typeOnlyCyclesToday).",
      severity: 'error',
      from: { pathNot: typeOnlyCyclesToday.map(exactly) },
      to: { circular: true },
    },
    {
      name: 'no-runtime-circular',
      comment: 'The known cycles stay type-only: none of them may become a runtime import.',
      severity: 'error',
      from: { path: typeOnlyCyclesToday.map(exactly) },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '^(apps|packages|brands)/[^/]+/(build|dist|coverage|test-results|storybook-static|public|\\.cache|\\.turbo)/',
        '^bench/(coverage|test-results|\\.turbo)/',
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
