import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';

const SOURCES = [
  { type: 'image/avif', srcSet: '/a-320w.avif 320w, /a-640w.avif 640w' },
  { type: 'image/webp', srcSet: '/a-320w.webp 320w, /a.webp 640w' },
];

describe('Picture', () => {
  it('offers AVIF before WebP, each with the sizes of its place, and keeps the img as fallback', () => {
    const { container } = render(
      <Picture src="/a-thumb.webp" alt="Anna" sources={SOURCES} sizes="50vw" width={240} height={300} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(
      sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]),
    ).toEqual([
      ['image/avif', SOURCES[0]!.srcSet, '50vw'],
      ['image/webp', SOURCES[1]!.srcSet, '50vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Anna' });
    expect(img).toHaveAttribute('src', '/a-thumb.webp');
    // Sized before it loads, so nothing below it moves.
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '300');
  });

  it('loads lazily unless the caller says otherwise, and passes a fetch priority through', () => {
    const { rerender } = render(<Picture src="/a.webp" alt="Anna" sources={SOURCES} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<Picture src="/a.webp" alt="Anna" sources={SOURCES} loading="eager" fetchPriority="high" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('is a plain img without sources (a data URL, an old photo name)', () => {
    const { container } = render(<Picture src="/a.webp" alt="Anna" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Anna' })).toHaveAttribute('src', '/a.webp');
  });
});
