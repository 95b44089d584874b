import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileCard } from './ProfileCard.tsx';

const base = {
  name: 'Anna',
  age: 31,
  ageLabel: '31 years',
  place: 'Utrecht, Netherlands',
  photoAlt: 'Photo of Anna',
  fictionalLabel: 'Fictional profile',
};

describe('ProfileCard', () => {
  it('shows the photo with its alt text, name, age and place', () => {
    render(<ProfileCard {...base} photoSrc="/uploads/a.webp" />);
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute('src', '/uploads/a.webp');
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.getByText('31 years')).toBeInTheDocument();
    expect(screen.getByText('Utrecht, Netherlands')).toBeInTheDocument();
  });

  it('offers AVIF and WebP at the grid column width, lazily', () => {
    const sources = [
      { type: 'image/avif', srcSet: '/uploads/a-320w.avif 320w' },
      { type: 'image/webp', srcSet: '/uploads/a-320w.webp 320w' },
    ];
    const { container } = render(
      <ProfileCard {...base} photoSrc="/uploads/a-thumb.webp" photoSources={sources} photoSizes="50vw" />,
    );
    const sourceTypes = [...container.querySelectorAll('picture source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('sizes'),
    ]);
    expect(sourceTypes).toEqual([
      ['image/avif', '50vw'],
      ['image/webp', '50vw'],
    ]);
    const img = screen.getByRole('img', { name: 'Photo of Anna' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '240');
  });

  it('marks a fictional profile with a labelled icon', () => {
    render(<ProfileCard {...base} fictional />);
    expect(screen.getByRole('img', { name: 'Fictional profile' })).toBeInTheDocument();
  });

  it('is one link when given href', () => {
    render(<ProfileCard {...base} photoSrc="/a.webp" href="/members/7" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/members/7');
  });

  it('loads its photo lazily, or at once with high priority as one of the first cards', () => {
    const { unmount } = render(<ProfileCard {...base} photoSrc="/a.webp" />);
    const lazy = screen.getByRole('img', { name: 'Photo of Anna' });
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<ProfileCard {...base} photoSrc="/a.webp" priority />);
    const first = screen.getByRole('img', { name: 'Photo of Anna' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});
