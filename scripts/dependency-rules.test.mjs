// Proves the forbidden-arrow rules of .dependency-cruiser.cjs bite (ADR 0053): each case is a small
// violating module written at the place a rule guards; one cruise of those modules only must fail
// each with the named rule. The files are removed afterwards, whatever happens. Run by
// `pnpm run lint:arrows` (a step of `npm test`), after the cruise of the whole tree.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const tag = `__arrow-check-${process.pid}`;
const importing = (target) => `import * as x from '${target}';\nexport const y = x;\n`;

/** [module written, its source, the rule it must break (undefined: none; null: not checked)] */
const cases = [
  [`packages/domain/src/${tag}-orm.ts`, importing('drizzle-orm'), 'rules-know-no-storage-or-http'],
  [`packages/domain/src/${tag}-fs.ts`, importing('node:fs'), 'rules-know-no-storage-or-http'],
  [`packages/domain/src/${tag}-http.ts`, importing('node:http'), 'rules-know-no-storage-or-http'],
  [`packages/domain/src/${tag}-hono.ts`, importing('hono'), 'rules-know-no-storage-or-http'],
  [
    `packages/domain/src/${tag}-ours.ts`,
    importing('../../brand/src/index.ts'),
    'rules-know-no-storage-or-http',
  ],
  [
    `packages/site/src/components/${tag}-browser.tsx`,
    importing('../lib/browser-api.ts'),
    'components-never-fetch',
  ],
  [
    `packages/site/src/components/${tag}-client.tsx`,
    importing('@dating/api-client'),
    'components-never-fetch',
  ],
  [
    `packages/site/src/components/${tag}-server.tsx`,
    importing('../lib/member.server.ts'),
    'components-never-fetch',
  ],
  [`packages/site/src/${tag}-db.ts`, importing('../../db/src/index.ts'), 'sql-only-in-db-and-api'],
  [`apps/api/src/${tag}-react.ts`, importing('react'), 'api-knows-no-screen'],
  [`packages/site/src/${tag}-app.ts`, importing('../../../apps/api/src/index.ts'), 'nobody-imports-an-app'],
  [
    `packages/brand/src/${tag}-a.ts`,
    `import type { B } from './${tag}-b.ts';\nexport type A = { b?: B };\n`,
    'no-circular',
  ],
  // The other half of the cycle above (a cycle is reported once, from its first module).
  [
    `packages/brand/src/${tag}-b.ts`,
    `import type { A } from './${tag}-a.ts';\nexport type B = { a?: A };\n`,
    null,
  ],
  [`packages/brand/src/${tag}-missing.ts`, importing(`./${tag}-nowhere.ts`), 'not-to-unresolvable'],
  [
    `packages/domain/src/${tag}-clean.ts`,
    `import { z } from 'zod';\nexport const y = z.string();\n`,
    undefined,
  ],
];

/** The rules broken, per module written. */
const broken = new Map();

before(() => {
  try {
    for (const [path, source] of cases) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), source);
    }
    const result = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'depcruise'),
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...cases.map(([path]) => path)],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    assert.ok(result.stdout, `depcruise printed nothing: ${result.stderr}`);
    for (const v of JSON.parse(result.stdout).summary.violations) {
      broken.set(v.from, [...(broken.get(v.from) ?? []), v.rule.name]);
    }
  } finally {
    for (const [path] of cases) rmSync(join(ROOT, path), { force: true });
  }
});

for (const [path, source, rule] of cases.filter(([, , rule]) => rule !== null)) {
  const imported = source.match(/from '([^']+)'/)[1];
  test(rule ? `${rule}: ${path} importing ${imported}` : `passes: ${path} importing ${imported}`, () => {
    const rules = broken.get(path) ?? [];
    if (rule) assert.ok(rules.includes(rule), `expected ${rule}, got [${rules}]`);
    else assert.deepEqual(rules, []);
  });
}
