import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapPins, pinPosition } from './MapPins.tsx';

describe('MapPins', () => {
  it('links each member pin, named by the photo', () => {
    render(
      <MapPins
        label="Near you"
        youLabel="You"
        pins={[{ src: '/a.webp', name: 'Ann', alt: 'Photo of Ann', href: '/members/1/landing' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Photo of Ann' })).toHaveAttribute('href', '/members/1/landing');
    expect(screen.getByText('You')).toBeInTheDocument();
  });
  it('keeps every pin inside the map', () => {
    for (const n of [1, 4, 9]) {
      for (let i = 0; i < n; i++) {
        const { x, y } = pinPosition(i, n);
        expect(x).toBeGreaterThan(5);
        expect(x).toBeLessThan(95);
        expect(y).toBeGreaterThan(5);
        expect(y).toBeLessThan(95);
      }
    }
  });
});
