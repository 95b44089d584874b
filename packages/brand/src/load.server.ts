/**
 * Loads and validates every `brands/<id>/brand.json`. A bad config stops the build or the
 * server with a message naming the file and the field, so an operator can fix it at once.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandSchema, type BrandConfig } from './schema.ts';
import { companySchema, type Company } from './company.ts';

export class BrandConfigError extends Error {}

/** The repository's `brands/` folder. */
export const BRANDS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../brands');

/** Parses one brand file; throws BrandConfigError naming the file and each bad field. */
export function parseBrandFile(file: string, text: string): BrandConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new BrandConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = brandSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new BrandConfigError(`${file}: invalid brand config\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Reads every brand under `dir`, checking that ids match folders and that no host is used twice. */
export function loadBrands(dir: string = BRANDS_DIR): BrandConfig[] {
  const brands: BrandConfig[] = [];
  const hosts = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(dir, entry.name, 'brand.json');
    if (!existsSync(file)) continue;
    const brand = parseBrandFile(file, readFileSync(file, 'utf8'));
    if (brand.id !== entry.name) {
      throw new BrandConfigError(`${file}: id: must equal its folder name "${entry.name}"`);
    }
    for (const d of brand.domains) {
      const owner = hosts.get(d.host);
      if (owner)
        throw new BrandConfigError(`${file}: domains.host: ${d.host} is already used by brand ${owner}`);
      hosts.set(d.host, brand.id);
    }
    brands.push(brand);
  }
  if (brands.length === 0) throw new BrandConfigError(`${dir}: no brand.json found`);
  return brands.sort((a, b) => a.niche - b.niche || a.id.localeCompare(b.id));
}

/** Reads `brands/company.json`, the company info every site shows. */
export function loadCompany(dir: string = BRANDS_DIR): Company {
  const file = join(dir, 'company.json');
  const result = companySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new BrandConfigError(`${file}: invalid company info\n${lines.join('\n')}`);
  }
  return result.data;
}
