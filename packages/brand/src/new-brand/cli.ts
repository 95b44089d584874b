/**
 * `pnpm brand:new` — launches a new niche brand: asks for (or takes flags for) id, name, niche,
 * accent colour and domains, writes brands/<id> and apps/<id>, links the workspace and builds
 * the app. Nothing is written when an answer is wrong. See docs/operators/launch-a-brand.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BRANDS_DIR, loadBrands } from '../load.server.ts';
import { NewBrandError, type NewBrandInput, planBrand } from './plan.ts';

const ROOT = resolve(BRANDS_DIR, '..');

async function ask(values: Record<string, string | string[] | boolean | undefined>): Promise<NewBrandInput> {
  const missing = ['id', 'name', 'niche', 'accent'].filter((k) => !values[k]);
  const domains = (values.domain as string[] | undefined) ?? [];
  if ((missing.length > 0 || domains.length === 0) && process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const q = async (key: string, question: string) => {
      if (!values[key]) values[key] = (await rl.question(question)).trim();
    };
    await q('id', 'Brand id (folder and subdomain, e.g. moonlight): ');
    await q('name', 'Brand name (e.g. Moonlight Dates): ');
    await q('niche', 'Niche 1-7 (1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay): ');
    await q('accent', 'Accent colour (#rrggbb, dark enough for white text): ');
    if (domains.length === 0)
      domains.push((await rl.question('Domain as host:language (e.g. moonlight.example:en): ')).trim());
    rl.close();
  }
  return {
    id: String(values.id ?? ''),
    name: String(values.name ?? ''),
    tagline: values.tagline ? String(values.tagline) : undefined,
    niche: Number(values.niche),
    accent: String(values.accent ?? ''),
    domains,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      tagline: { type: 'string' },
      niche: { type: 'string' },
      accent: { type: 'string' },
      domain: { type: 'string', multiple: true },
      'no-build': { type: 'boolean' },
    },
  });
  const input = await ask(values);
  const plan = planBrand(input, loadBrands());
  for (const path of Object.keys(plan.files)) {
    if (existsSync(join(ROOT, path)))
      throw new NewBrandError(`${path} already exists; remove it or pick another --id`);
  }
  for (const [path, content] of Object.entries(plan.files)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), content);
  }
  console.log(`Wrote brands/${plan.brand.id} and apps/${plan.brand.id}.`);
  const run = (args: string[]) => {
    const r = spawnSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  };
  run(['install', '--prefer-offline', '--no-frozen-lockfile']);
  if (!values['no-build']) run(['--filter', `@dating/app-${plan.brand.id}`, 'build']);
  console.log(
    `\n${plan.brand.name} is ready. Start the network (npm start) and open http://${plan.brand.id}.localhost:3000`,
  );
  console.log(
    'Its domains are registered in the database on the next start. Commit brands/, apps/ and pnpm-lock.yaml.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof NewBrandError ? `Nothing was written. ${error.message}` : error);
  process.exit(1);
});
