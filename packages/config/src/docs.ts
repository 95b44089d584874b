/**
 * The settings table of docs/operators/configuration.md, rendered from SETTINGS: the doc is never
 * edited by hand where the schema knows the answer. `pnpm --filter @dating/config docs:settings` rewrites
 * it; docs.test.ts fails when the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config.ts';
import { SETTINGS } from './settings.ts';

export const CONFIGURATION_DOC = join(REPO_ROOT, 'docs/operators/configuration.md');
const START = '<!-- settings table: generated from packages/config/src/settings.ts -->';
const END = '<!-- end of settings table -->';

export function renderSettingsTable(): string {
  const rows = Object.entries(SETTINGS).map(([name, s]) => [`\`${name}\``, s.default, s.meaning]);
  const head = ['variable', 'default', 'meaning'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The doc's text between the markers, or null when the markers are missing. */
export function documentedTable(doc: string): string | null {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) return null;
  return doc.slice(start + START.length, end).trim();
}

export function writeSettingsTable(file = CONFIGURATION_DOC): void {
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: the settings table markers are missing`);
  writeFileSync(file, `${doc.slice(0, start + START.length)}\n${renderSettingsTable()}\n${doc.slice(end)}`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) writeSettingsTable();
