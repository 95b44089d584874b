import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('announces one loading label', () => {
    render(<Skeleton label="Loading members" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading members');
  });

  it('draws the asked number of hidden text lines', () => {
    const { container } = render(<Skeleton label="Loading" lines={4} />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('draws one shape for circle and rect', () => {
    const { container } = render(<Skeleton label="Loading photo" shape="rect" height="200px" />);
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toHaveStyle({ height: '200px' });
  });
});
