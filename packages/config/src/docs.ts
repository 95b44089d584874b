/**
 * The settings table of docs/operators/configuration.md and the repository's `.env.example`,
 * rendered from SETTINGS: neither is edited by hand where the schema knows the answer.
 * `pnpm --filter @dating/config docs:settings` rewrites both; docs.test.ts fails when they differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config.ts';
import { type Setting, SETTINGS } from './settings.ts';

export const CONFIGURATION_DOC = join(REPO_ROOT, 'docs/operators/configuration.md');
export const ENV_EXAMPLE = join(REPO_ROOT, '.env.example');
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

/**
 * `.env.example`: every setting with its meaning and default. The ones a production start needs
 * are left uncommented (empty: to fill in); the rest are commented out at their default.
 */
export function renderEnvExample(): string {
  const plain = (markdown: string) => markdown.replace(/`/g, '');
  const blocks = Object.entries(SETTINGS).map(([name, s]: [string, Setting]) => {
    const required = s.requiredInProduction === true;
    return [
      `# ${plain(s.meaning)}`,
      `# default: ${plain(s.default)}`,
      required ? `${name}=` : `# ${name}=`,
    ].join('\n');
  });
  return [
    '# Every setting of the dating network, generated from packages/config/src/settings.ts',
    '# (`pnpm --filter @dating/config docs:settings`); docs/operators/configuration.md explains them',
    '# and docs/operators/production.md says what production needs. An empty value counts as unset.',
    '# The uncommented ones are required with NODE_ENV=production (PAYMENT_SANDBOX_SECRET too while',
    '# PAYMENT_PROVIDER is sandbox); `npm start` (the demo) needs none of them.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  writeSettingsTable();
  writeFileSync(ENV_EXAMPLE, renderEnvExample());
}
