import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows counts up to 99 and then 99+', () => {
    const { rerender } = render(<Badge count={7} />);
    expect(screen.getByText('7')).toBeInTheDocument();
    rerender(<Badge count={100} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('shows nothing for zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives assistive technology its words instead of the bare number', () => {
    render(<Badge count={3} label="3 unread messages" />);
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can carry a text label', () => {
    render(<Badge tone="neutral">Popular</Badge>);
    expect(screen.getByText('Popular')).toBeInTheDocument();
  });
});
