import type { UserConfig } from 'vite';

/** The Vite config of a brand app: Remix (every v3 flag) + vanilla-extract, brand assets from brands/<id>/public. */
export function brandViteConfig(options: { brandId: string }): UserConfig;
