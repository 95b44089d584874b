/**
 * Every brand app's `pnpm dev` goes through the network's dev server (dev.ts): a bare
 * `remix vite:dev` renders without the load context (no site, no API) and answered every page
 * with a 500 "Cannot read properties of undefined (reading 'domain')" (issue 23, ADR 0091).
 * The served page itself is checked by e2e/dev-server.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrands } from '@dating/brand/load.server';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

describe('the brand apps’ dev script', () => {
  it.each(loadBrands().map((b) => b.id))('%s starts the network dev server with its brand', (id) => {
    const app = JSON.parse(readFileSync(join(REPO_ROOT, 'apps', id, 'package.json'), 'utf8'));
    expect(app.scripts.dev).toBe(`pnpm --workspace-root run dev --brand ${id}`);
  });
});
