/**
 * What a site tells search engines and installing browsers (ADR 0030): robots.txt, sitemap.xml
 * and the web app manifest, built from the site's settings. Pure functions, unit tested.
 */
import { LANDER_KINDS, LEGAL_PAGE_SLUGS, SWIPE_LANDER, US_ONLY_PAGES, isUsSite } from '@dating/domain';

/** The marketing landers (spec §2), owned by the landers routes. */
export const LANDER_PATHS = [SWIPE_LANDER, ...LANDER_KINDS].map((l) => `/landers/${l}`);

/** Member-only and private areas: never crawled. */
const PRIVATE_PATHS = [
  '/api/',
  '/chats',
  '/likes',
  '/match-finder',
  '/swipe-game',
  '/profile',
  '/credits',
  '/transactions',
  '/directdebit',
  '/sandbox-pay/',
  '/age-check',
  '/sandbox-age/',
  '/signup',
  '/complete-signup',
  '/activate',
  '/reset-password',
  '/mail-change',
  '/dev/',
];

export interface Indexing {
  landers: boolean;
  members: boolean;
}

export function robotsTxt(origin: string, indexing: Indexing): string {
  const disallow = [
    ...PRIVATE_PATHS,
    ...(indexing.landers ? [] : ['/landers/']),
    ...(indexing.members ? [] : ['/members']),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public paths of a site, in sitemap order. */
export function sitemapPaths(input: {
  siteCountry: string;
  indexing: Indexing;
  memberIds: number[];
}): string[] {
  const pages = LEGAL_PAGE_SLUGS.filter((s) => isUsSite(input.siteCountry) || !US_ONLY_PAGES.includes(s));
  return [
    '/',
    '/pricing',
    '/complaints',
    ...pages.map((s) => `/pages/${s}`),
    ...(input.indexing.landers ? LANDER_PATHS : []),
    ...(input.indexing.members
      ? input.memberIds.flatMap((id) => [`/members/${id}`, `/members/${id}/landing`])
      : []),
  ];
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function sitemapXml(origin: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** The sizes of the PNG icons made for every brand (the 180 one for iOS home screens). */
export const ICON_SIZES = [180, 192, 512] as const;

export function webManifest(input: {
  name: string;
  shortName: string;
  description: string;
  lang: string;
  themeColour: string;
  backgroundColour: string;
}) {
  return {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    lang: input.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: input.themeColour,
    background_color: input.backgroundColour,
    icons: [
      { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** A short name for the home screen: the brand name when short, else its first word. */
export const shortName = (name: string) =>
  name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);

/** The icon as SVG: the brand's initial on its accent colour, inside the maskable safe zone. */
export function iconSvg(input: { initial: string; accent: string; onAccent: string; font: string }): string {
  const letter = escapeXml(input.initial.slice(0, 1).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${escapeXml(input.accent)}"/><text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="${escapeXml(input.font)}" font-size="260" font-weight="700" fill="${escapeXml(input.onAccent)}">${letter}</text></svg>`;
}
