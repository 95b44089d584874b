/**
 * Re-encodes the visual references (e2e/visual.spec.ts-snapshots/*.png) losslessly at the
 * highest PNG compression: the same pixels, which is all Playwright compares, in about 40 % of
 * the bytes Playwright writes (ADR 0090). Part of `pnpm visual:update`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// sharp is a dependency of the site package (photo renditions), not of the workspace root.
const sharp = createRequire(join(root, 'packages/site/package.json'))('sharp');
const dir = join(root, 'e2e/visual.spec.ts-snapshots');

let before = 0;
let after = 0;
for (const name of readdirSync(dir).filter((n) => n.endsWith('.png'))) {
  const file = join(dir, name);
  const input = readFileSync(file);
  const output = await sharp(input)
    .png({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 })
    .toBuffer();
  before += input.length;
  if (output.length < input.length) {
    writeFileSync(file, output);
    after += output.length;
  } else after += input.length;
}
console.log(`visual references: ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB`);
