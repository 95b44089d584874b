// Bundles a server entry into dist/<name>.js for `npm run serve` (ADR 0075): plain JavaScript,
// started by node without tsx. Our workspace packages (TypeScript sources) are bundled in; npm
// packages stay outside, imported by their path in this checkout's node_modules (pnpm keeps them
// where only their dependants resolve them), so native and WASM parts load as they do under tsx.
// Usage, from a package folder: node ../../scripts/bundle-node.mjs src/cli.ts
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const [entryArg] = process.argv.slice(2);
if (!entryArg) {
  console.error('usage: node scripts/bundle-node.mjs <entry.ts>');
  process.exit(2);
}
const entry = resolve(entryArg);
const outdir = resolve('dist');
const outfile = resolve(outdir, `${basename(entry, extname(entry))}.js`);
/** A path from the bundle's folder, as an import specifier. */
const fromOut = (path) => {
  const rel = relative(outdir, path).split('\\').join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const node = {
  name: 'bundle-ours-keep-npm-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.inner || args.kind === 'entry-point' || args.path.startsWith('node:'))
        return undefined;
      if (args.path.startsWith('@dating/')) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { inner: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (!found.path.includes('/node_modules/')) return undefined;
      return { path: fromOut(found.path), external: true };
    });
    // Our modules find files next to them (migrations, brand configs, the repository root)
    // through import.meta.url: each keeps its own source file's URL inside the bundle.
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = (await readFile(args.path, 'utf8')).replace(/^#!.*\n/, '');
      const own = `new URL(${JSON.stringify(fromOut(args.path))}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', own),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
  plugins: [node],
});
console.log(`bundled ${relative(process.cwd(), entry)} → ${relative(process.cwd(), outfile)}`);
