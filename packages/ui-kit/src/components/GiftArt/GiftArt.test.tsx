import { GIFTS } from '@dating/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GiftArt } from './GiftArt.tsx';

describe('GiftArt', () => {
  it.each(GIFTS)('draws %s as a decorative picture at the asked size', (gift) => {
    const { container } = render(<GiftArt gift={gift} size={48} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('48');
    expect(svg.querySelectorAll('path, circle, ellipse').length).toBeGreaterThan(1);
  });
});
