/** The one secret loader: the environment wins, else a file made once with mode 0600. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secrets.ts';

const dir = mkdtempSync(join(tmpdir(), 'secrets-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadOrCreateSecret', () => {
  it('takes the environment value when set, writing no file', () => {
    const file = join(dir, 'from-env');
    expect(loadOrCreateSecret(file, 'given')).toBe('given');
    expect(() => statSync(file)).toThrow();
  });

  it('makes the secret once in a 0600 file (creating its folder) and reads it back', () => {
    const file = join(dir, 'sub', 'made');
    const first = loadOrCreateSecret(file, undefined);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(file, undefined)).toBe(first);
    expect(loadOrCreateSecret(file, '')).toBe(first);
  });

  it('uses the given maker for other shapes (the VAPID key pair)', () => {
    const file = join(dir, 'pair.json');
    const made = loadOrCreateSecret(file, undefined, () => JSON.stringify({ a: 1 }));
    expect(JSON.parse(made)).toEqual({ a: 1 });
    expect(readFileSync(file, 'utf8')).toBe(made);
  });
});
