import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoCollage } from './PhotoCollage.tsx';

describe('PhotoCollage', () => {
  it('lists the photos, linked where a link is given', () => {
    render(
      <PhotoCollage
        label="Members"
        photos={[
          { src: '/a.webp', alt: 'Ann', href: '/members/1/landing' },
          { src: '/b.webp', alt: 'Bea' },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann' })).toHaveAttribute('href', '/members/1/landing');
    expect(screen.getByRole('img', { name: 'Bea' })).toBeInTheDocument();
  });
});
