import { describe, expect, it } from 'vitest';
import { metaTags } from './meta.ts';

const root = {
  settings: { name: 'Velvet Date', index_title: 'Velvet Date – Real people', description: 'Meet people' },
  origin: 'https://velvetdate.example',
  locale: 'en',
  unreadMessages: 2,
  newLikes: 1,
};

describe('metaTags', () => {
  it('gives a page its title, description, canonical URL and Open Graph tags', () => {
    const tags = metaTags({
      page: { title: 'Terms', description: 'The terms', canonicalPath: '/pages/terms' },
      root,
      pathname: '/terms',
    });
    expect(tags).toContainEqual({ title: '(3) Terms | Velvet Date' });
    expect(tags).toContainEqual({ name: 'description', content: 'The terms' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://velvetdate.example/pages/terms',
    });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Terms | Velvet Date' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://velvetdate.example/pages/terms' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en' });
  });

  it('falls back to the site index title and description', () => {
    const tags = metaTags({
      page: undefined,
      root: { ...root, unreadMessages: 0, newLikes: 0 },
      pathname: '/',
    });
    expect(tags).toContainEqual({ title: 'Velvet Date – Real people' });
    expect(tags).toContainEqual({ name: 'description', content: 'Meet people' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://velvetdate.example/' });
  });

  it('survives a missing root (error pages)', () => {
    expect(metaTags({ page: undefined, root: undefined, pathname: '/' })).toContainEqual({ title: '' });
  });
});
