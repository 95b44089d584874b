/** docs/operators/configuration.md lists every setting of the schema, as the schema says. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_DOC,
  documentedTable,
  ENV_EXAMPLE,
  renderEnvExample,
  renderSettingsTable,
} from './docs.ts';
import { envSchema } from './config.ts';

describe('the configuration doc', () => {
  const doc = readFileSync(CONFIGURATION_DOC, 'utf8');
  const table = documentedTable(doc);

  it('has the settings table equal to the schema (run `pnpm --filter @dating/config docs:settings` to update)', () => {
    expect(table).toBe(renderSettingsTable());
  });

  it('names every key of the schema, and nothing else', () => {
    const names = [...(table ?? '').matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});

describe('.env.example', () => {
  it('is the one rendered from the schema (run `pnpm --filter @dating/config docs:settings` to update)', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(renderEnvExample());
  });

  it('lists every setting once', () => {
    const names = [...renderEnvExample().matchAll(/^(?:# )?([A-Z0-9_]+)=$/gm)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
