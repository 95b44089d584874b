/**
 * The brand's app icons as PNG, made from an SVG of its initial and colours with sharp once per
 * brand and size, then kept in memory (a handful of small images per server process).
 */
import type { Site } from '@dating/brand';
import sharp from 'sharp';
import { ICON_SIZES, iconSvg } from './seo.ts';

const cache = new Map<string, Promise<Buffer>>();

export const isIconSize = (size: number): size is (typeof ICON_SIZES)[number] =>
  (ICON_SIZES as readonly number[]).includes(size);

export function appIconPng(site: Site, size: (typeof ICON_SIZES)[number]): Promise<Buffer> {
  const key = `${site.brand.id}:${size}`;
  let png = cache.get(key);
  if (!png) {
    const { colours, typography, name } = site.brand;
    const svg = iconSvg({
      initial: name,
      accent: colours.accent,
      onAccent: colours.onAccent,
      font: typography.heading,
    });
    png = sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}
