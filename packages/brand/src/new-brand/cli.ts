/**
 * The questions and files of `pnpm brand:new` (scripts/brand-new.mjs installs, links and builds
 * around it): takes flags, asks on a terminal for what is missing, refuses without a terminal
 * (naming every missing answer), checks everything, then writes brands/<id>, apps/<id> and the
 * trade name in brands/company.json, formatted as `biome check` wants. Nothing is written when
 * an answer is wrong. See docs/operators/launch-a-brand.md and ADR 0091.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BRANDS_DIR, loadBrands } from '../load.server.ts';
import { LOCALES, type Locale } from '../schema.ts';
import {
  type CompanyFile,
  NewBrandError,
  type NewBrandInput,
  missingAnswers,
  planBrand,
  suggestedCurrency,
} from './plan.ts';

const ROOT = resolve(BRANDS_DIR, '..');

type Flags = ReturnType<typeof readFlags>;

function readFlags() {
  return parseArgs({
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      niche: { type: 'string' },
      accent: { type: 'string' },
      domain: { type: 'string', multiple: true },
      logo: { type: 'string' },
      'trade-name': { type: 'string' },
      tagline: { type: 'string', multiple: true },
      taglines: { type: 'string' },
      'no-build': { type: 'boolean' },
    },
  }).values;
}

/** `--tagline de:Echte Menschen…` (repeatable) and `--taglines file.json` ({"de": "…"}). */
function taglinesOf(flags: Flags): Partial<Record<Locale, string>> {
  const taglines: Partial<Record<Locale, string>> = {};
  if (flags.taglines) Object.assign(taglines, JSON.parse(readFileSync(resolve(flags.taglines), 'utf8')));
  for (const spec of flags.tagline ?? []) {
    const at = spec.indexOf(':');
    const language = spec.slice(0, at) as Locale;
    if (at < 0 || !LOCALES.includes(language))
      throw new NewBrandError(`--tagline ${spec}: write it as language:text, e.g. de:Echte Menschen`);
    taglines[language] = spec.slice(at + 1).trim();
  }
  return taglines;
}

function logoOf(value: string | undefined): string {
  if (!value || value === 'initial') return value ?? '';
  const file = resolve(value);
  if (!existsSync(file)) throw new NewBrandError(`--logo ${value}: no such file`);
  return readFileSync(file, 'utf8');
}

function inputOf(flags: Flags): NewBrandInput {
  return {
    id: flags.id ?? '',
    name: flags.name ?? '',
    niche: Number(flags.niche ?? 0),
    accent: flags.accent ?? '',
    domains: flags.domain ?? [],
    logo: logoOf(flags.logo),
    tradeName: flags['trade-name'] ?? '',
    taglines: taglinesOf(flags),
  };
}

/** Asks on a terminal for every answer the flags did not give; suggestions are shown, never assumed. */
async function askMissing(flags: Flags): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, suggestion = '') => {
    const answer = (await rl.question(suggestion ? `${question} [${suggestion}]: ` : `${question}: `)).trim();
    return answer || suggestion;
  };
  flags.id ||= await ask('Brand id (folder and subdomain, e.g. moonlight)');
  flags.name ||= await ask('Brand name members see (e.g. Moonlight Dates)');
  flags.niche ||= await ask('Niche 1-7 (1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay)');
  flags.accent ||= await ask('Accent colour (#rrggbb, dark enough for white text)');
  flags['trade-name'] ||= await ask('Trade name on the legal pages', flags.name);
  flags.logo ||= await ask('Logo: path to a square SVG, or "initial" for a generated one');
  const domains = flags.domain ?? [];
  if (domains.length === 0) {
    for (;;) {
      const spec = await ask(
        `Domain ${domains.length + 1} as host:language (e.g. moonlight.example:en), empty when done`,
      );
      if (!spec) break;
      domains.push(spec);
    }
  }
  flags.domain = [];
  for (const spec of domains) {
    const [host, language, country, currency] = spec.split(':');
    const c = country || (await ask(`Country of ${host} (ISO code its visitors are assumed in, e.g. DE)`));
    const money = currency || (await ask(`Currency on ${host}`, suggestedCurrency(c) ?? ''));
    flags.domain.push([host, language, c, money].join(':'));
  }
  const taglines = taglinesOf(flags);
  const more = flags.tagline ?? [];
  for (const language of LOCALES) {
    if (!taglines[language]?.trim()) more.push(`${language}:${await ask(`Tagline in ${language}`)}`);
  }
  flags.tagline = more;
  rl.close();
}

/** Formats and checks the written files as `pnpm lint` does; an error here is a planner bug. */
function formatWritten(paths: string[]) {
  const result = spawnSync('pnpm', ['exec', 'biome', 'check', '--write', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) console.error(`${result.stdout}${result.stderr}`);
}

async function main() {
  const flags = readFlags();
  if (missingAnswers(inputOf(flags)).length > 0 && process.stdin.isTTY) await askMissing(flags);
  const input = inputOf(flags);
  const company = JSON.parse(readFileSync(join(BRANDS_DIR, 'company.json'), 'utf8')) as CompanyFile;
  const plan = planBrand(input, loadBrands(), company);
  for (const path of Object.keys(plan.files)) {
    if (existsSync(join(ROOT, path)))
      throw new NewBrandError(`${path} already exists; remove it or pick another --id`);
  }
  const written = Object.entries({ ...plan.files, ...plan.updates });
  for (const [path, content] of written) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), content);
  }
  formatWritten(written.map(([path]) => path).filter((path) => !path.endsWith('.svg')));
  console.log(
    `✓ Wrote brands/${plan.brand.id}, apps/${plan.brand.id} and the trade name "${input.tradeName.trim()}" in brands/company.json`,
  );
  if (process.env.BRAND_NEW_RESULT) {
    writeFileSync(
      process.env.BRAND_NEW_RESULT,
      JSON.stringify({ id: plan.brand.id, name: plan.brand.name, urls: plan.urls }),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof NewBrandError ? `Nothing was written. ${error.message}` : error);
  process.exit(1);
});
