import { describe, expect, it } from 'vitest';
import { LANDER_PATHS, iconSvg, robotsTxt, shortName, sitemapPaths, sitemapXml, webManifest } from './seo.ts';

describe('robots.txt', () => {
  it('keeps private areas out and follows the indexing setting', () => {
    const open = robotsTxt('https://velvetdate.example', { landers: true, members: true });
    expect(open).toContain('Disallow: /chats');
    expect(open).not.toContain('Disallow: /landers/');
    expect(open).not.toContain('Disallow: /members');
    expect(open).toContain('Sitemap: https://velvetdate.example/sitemap.xml');
    const closed = robotsTxt('https://velvetdate.example', { landers: false, members: false });
    expect(closed).toContain('Disallow: /landers/');
    expect(closed).toContain('Disallow: /members');
  });
});

describe('sitemap', () => {
  it('lists home, legal pages, landers and members per the setting; the 2257 statement on US sites only', () => {
    const eu = sitemapPaths({
      siteCountry: 'GB',
      indexing: { landers: true, members: false },
      memberIds: [7],
    });
    expect(eu).toContain('/');
    expect(eu).toContain('/pages/terms');
    expect(eu).not.toContain('/pages/2257');
    expect(eu).toEqual(expect.arrayContaining([...LANDER_PATHS]));
    expect(eu).not.toContain('/members/7');
    const us = sitemapPaths({
      siteCountry: 'US',
      indexing: { landers: false, members: true },
      memberIds: [7],
    });
    expect(us).toContain('/pages/2257');
    expect(us).toContain('/members/7');
    expect(us).toContain('/members/7/landing');
    expect(us).not.toContain('/landers/video');
  });

  it('writes escaped absolute URLs', () => {
    const xml = sitemapXml('https://a.example', ['/', '/x?a=1&b=2']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/x?a=1&amp;b=2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});

describe('web app manifest', () => {
  it('is installable: name, icons, colours, standalone from the start page', () => {
    const m = webManifest({
      name: 'Velvet Date',
      shortName: shortName('Velvet Date'),
      description: 'Real people',
      lang: 'en',
      themeColour: '#8b1a2b',
      backgroundColour: '#fbf7f6',
    });
    expect(m).toMatchObject({
      display: 'standalone',
      start_url: '/',
      short_name: 'Velvet Date',
      theme_color: '#8b1a2b',
    });
    expect(m.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(shortName('Golden Graces Society')).toBe('Golden');
  });

  it('draws the initial on the accent colour', () => {
    const svg = iconSvg({ initial: 'velvet', accent: '#8b1a2b', onAccent: '#fff', font: 'Georgia, "Times"' });
    expect(svg).toContain('fill="#8b1a2b"');
    expect(svg).toContain('>V</text>');
    expect(svg).toContain('&quot;Times&quot;');
  });
});
