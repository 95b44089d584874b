/**
 * ADR 0050: the ledger module is the only code of the API that writes credits. A grep of the
 * sources (tests excluded: they set up balances) for writes of the `credit_ledger` table or of
 * the `credits` column of `users`; the demo seed in packages/db keeps its own inserts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const LEDGER = 'ledger/commands.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Writes of credits: the ledger table in an insert/update/delete, or `credits:` in a users update. */
const WRITES = [
  /\.(insert|update|delete)\(\s*creditLedger\b/,
  /\.update\(\s*users\s*\)[\s\S]{0,200}?\.set\(\{[^}]*\bcredits\s*:/,
  /\.insert\(\s*users\s*\)[\s\S]{0,400}?\.values\(\{[^}]*\bcredits\s*:/,
  /sql`[^`]*\$\{users\.credits\}\s*[-+]/,
];

describe('the ledger is the only writer of credits', () => {
  it('finds no write of credits or the ledger outside ledger/commands.ts', () => {
    const offenders = sources(SRC)
      .map((file) => ({ file: relative(SRC, file), text: readFileSync(file, 'utf8') }))
      .filter(({ file }) => file !== LEDGER && !file.endsWith('crash-child.ts'))
      .flatMap(({ file, text }) => WRITES.filter((w) => w.test(text)).map((w) => `${file}: ${w.source}`));
    expect(offenders).toEqual([]);
  });

  it('would catch such a write (the patterns match the ledger itself)', () => {
    const ledger = readFileSync(join(SRC, LEDGER), 'utf8');
    expect(WRITES.filter((w) => w.test(ledger)).length).toBeGreaterThanOrEqual(3);
  });
});
