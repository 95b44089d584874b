// The Vite config every brand app uses (plain JS so Vite can load it from the workspace).
// Remix v2 with every v3 future flag on, vanilla-extract for styles.
import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/** Copies the shared service worker to /sw.js of the client build (one file for every brand). */
function serviceWorker() {
  const source = new URL('./src/service-worker/sw.js', import.meta.url);
  let ssr = false;
  return {
    name: 'dating-service-worker',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: 'sw.js', source: readFileSync(source, 'utf8') });
    },
  };
}

/** @param {{ brandId: string }} options */
export function brandViteConfig({ brandId }) {
  return defineConfig({
    define: { 'import.meta.env.BRAND_ID': JSON.stringify(brandId) },
    build: {
      target: 'es2022',
      assetsInlineLimit: 2048,
      // `BUNDLE_SOURCEMAP=1` to see what a chunk holds (ADR 0080 measured with it).
      sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
      rollupOptions: {
        output: {
          // Every vanilla-extract stylesheet in one CSS file: split per component, a page's first
          // paint waited on 15-24 render-blocking CSS requests for 7 kB gzipped in all; one file
          // is one request, cached across pages (ADR 0080).
          manualChunks: (id) => (id.endsWith('.vanilla.css') ? 'styles' : undefined),
        },
      },
    },
    // Brand assets (logo, icons) are data in brands/<id>/public, served at the site root.
    publicDir: new URL(`../../brands/${brandId}/public`, import.meta.url).pathname,
    server: { fs: { allow: ['../..'] } },
    plugins: [
      vanillaExtractPlugin(),
      serviceWorker(),
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: true,
          v3_singleFetch: true,
          v3_routeConfig: true,
        },
      }),
    ],
  });
}
