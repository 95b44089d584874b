// Storybook for designers: every component of packages/*, in every brand theme and locale.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/console/app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The member photos of the stories (make-photos.ts), where their cdn_prefix points.
  staticDirs: [{ from: './photos', to: '/story-photos' }],
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The packages use the automatic JSX runtime (no `import React`), as their tsconfig says.
    viteConfig.esbuild = { ...(viteConfig.esbuild || {}), jsx: 'automatic' };
    return viteConfig;
  },
};
export default config;
