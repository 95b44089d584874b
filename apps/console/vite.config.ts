// The console's Vite config: the same stack and Remix v3 future flags as the brand apps
// (packages/site/vite.config.base.mjs), without a brand's public folder or service worker.
import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  build: { target: 'es2022', assetsInlineLimit: 2048 },
  server: { fs: { allow: ['../..'] } },
  plugins: [
    vanillaExtractPlugin(),
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
